import { useTranslation } from 'react-i18next';
import type { StageView } from '../../../../schemas/wf/wfApi';
import { modeText } from '../StageTimeline';
import { useWfFormat } from '../useWfFormat';

/**
 * Every stage with every signer on paper: name, decision, when, on whose behalf (a delegate
 * signs "A for B"), and the comment. Skipped stages say why; planned ones show who would sign.
 */
export function PrintSignatures({ stages }: { stages: StageView[] }) {
  const { t } = useTranslation('wf');
  const format = useWfFormat();
  return (
    <div className="wf-print__stages">
      {stages.map((stage) => (
        <div key={stage.key} className="wf-print__stage" data-stage={stage.key}>
          <div className="wf-print__stage-head">
            <strong>{format.text(stage.name)}</strong>
            <span>
              {' · '}
              {t(`instance.stageState.${stage.state}`)} · {modeText(stage, t)}
              {stage.skippedBecause && ` · ${t(`instance.skipped.${stage.skippedBecause}`)}`}
            </span>
          </div>
          {stage.approvers.map((approver, index) => {
            const delegate =
              approver.actedBy && approver.actedBy.id !== approver.id ? approver.actedBy : null;
            return (
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: a signer may appear twice in a stage (forwarded back).
                key={`${approver.id}-${index}`}
                className="wf-print__signature"
                data-approver={approver.id}
              >
                <span className="wf-print__signer">
                  {delegate
                    ? t('print.signedFor', { actor: delegate.name, person: approver.name })
                    : approver.name}
                </span>
                <span>{t(`instance.approverState.${approver.state}`)}</span>
                <span>{approver.actedAt ? format.instant(approver.actedAt) : ''}</span>
                <span className="wf-print__comment">{approver.comment ?? ''}</span>
              </div>
            );
          })}
          {stage.cc.length > 0 && (
            <div className="wf-print__cc">
              {t('instance.timeline.cc', { names: stage.cc.map((user) => user.name).join(', ') })}
            </div>
          )}
        </div>
      ))}
    </div>
  );
}

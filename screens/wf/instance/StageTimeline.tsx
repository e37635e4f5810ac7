import { Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StageView } from '../../../schemas/wf/wfApi';
import { type WfFormat, useWfFormat } from './useWfFormat';

type Approver = StageView['approvers'][number];

const COLOURS: Record<StageView['state'], string> = {
  planned: 'gray',
  active: 'blue',
  approved: 'green',
  rejected: 'red',
  skipped: 'gray',
  returned: 'orange',
  cancelled: 'gray',
};

/** One signer's line: who, their state, who acted and for whom, when, and what they said. */
export function ApproverLine({ approver, format }: { approver: Approver; format: WfFormat }) {
  const { t } = useTranslation('wf');
  const delegate = approver.actedBy && approver.actedBy.id !== approver.id ? approver.actedBy : null;
  return (
    <li className={`wf-approver wf-approver--${approver.state}`} data-approver={approver.id}>
      <span className="wf-approver__name">{approver.name}</span>
      <span className="wf-approver__state">{t(`instance.approverState.${approver.state}`)}</span>
      {delegate && (
        <span className="wf-approver__delegate">
          {t('instance.timeline.actedFor', { actor: delegate.name, person: approver.name })}
        </span>
      )}
      {approver.actedAt && (
        <time className="wf-approver__at" dateTime={approver.actedAt}>
          {format.instant(approver.actedAt)}
        </time>
      )}
      {approver.addedBy && (
        <span className="wf-approver__added">
          {t('instance.timeline.addedBy', { name: approver.addedBy.name })}
        </span>
      )}
      {approver.comment && <q className="wf-approver__comment">{approver.comment}</q>}
    </li>
  );
}

/** How many of a stage's signers must approve, in words (one, all, any 2, 60 %). */
export function modeText(
  stage: StageView,
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  switch (stage.mode) {
    case 'one':
      return t('instance.mode.one');
    case 'all':
      return t('instance.mode.all');
    case 'percent':
      return t('instance.mode.percent', { count: stage.required });
    default:
      return t('instance.mode.anyN', { count: stage.required });
  }
}

/**
 * The flow as a vertical timeline: each stage with its state, how many must sign, its signers
 * (who acted, on whose behalf, when, with what comment), the people copied and its deadline.
 * What an action changed stays here, so a decision is confirmed by what the page shows.
 */
export function StageTimeline({ stages }: { stages: StageView[] }) {
  const { t } = useTranslation('wf');
  const format = useWfFormat();
  return (
    <Timeline
      className="wf-timeline"
      items={stages.map((stage) => ({
        key: stage.key,
        color: COLOURS[stage.state],
        title: (
          <span className="wf-stage__title" data-stage={stage.key}>
            <strong>{format.text(stage.name)}</strong>
            <span className={`wf-stage__state wf-stage__state--${stage.state}`}>
              {t(`instance.stageState.${stage.state}`)}
            </span>
          </span>
        ),
        content: (
          <div className="wf-stage">
            <p className="wf-stage__meta">
              {modeText(stage, t)}
              {stage.skippedBecause && ` · ${t(`instance.skipped.${stage.skippedBecause}`)}`}
              {stage.deadline &&
                ` · ${t('instance.timeline.deadline', { at: format.instant(stage.deadline) })}`}
            </p>
            {stage.approvers.length > 0 && (
              <ul className="wf-stage__approvers">
                {stage.approvers.map((approver, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: one person may sign a stage twice (forwarded back to them).
                  <ApproverLine key={`${approver.id}-${index}`} approver={approver} format={format} />
                ))}
              </ul>
            )}
            {stage.cc.length > 0 && (
              <p className="wf-stage__cc">
                {t('instance.timeline.cc', { names: stage.cc.map((user) => user.name).join(', ') })}
              </p>
            )}
          </div>
        ),
      }))}
    />
  );
}

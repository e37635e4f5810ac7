import { useTranslation } from 'react-i18next';
import type { PlanView } from '../../../schemas/wf/wfApi';
import { modeText } from '../instance/StageTimeline';
import { useWfFormat } from '../instance/useWfFormat';
import type { PlanPreview } from './usePlanPreview';

/**
 * "Who will sign": the stages the values lead to, in order, each with its signers and how many
 * must approve; a stage that would stop the submit (nobody to sign it) says so plainly. Stages a
 * condition leaves out are not listed, so one the values bring in appears as they change.
 */
export function SignersPreview({ preview }: { preview: PlanPreview }) {
  const { t } = useTranslation('wf');
  const format = useWfFormat();
  const { plan } = preview;
  const problems = new Map((plan?.problems ?? []).map((problem) => [problem.stageKey, problem.message]));
  const stages = (plan?.stages ?? []).filter((stage) => stage.skippedBecause !== 'condition');
  return (
    <section
      className="wf-preview"
      aria-labelledby="wf-preview-title"
      aria-busy={preview.updating || undefined}
    >
      <h2 id="wf-preview-title">{t('use.fill.preview.title')}</h2>
      {!plan ? (
        <p className="wf-muted">
          {preview.failed ? t('use.fill.preview.failed') : t('use.fill.preview.loading')}
        </p>
      ) : (
        <ol className="wf-preview__stages">
          {stages.map((stage) => (
            <li key={stage.key} className="wf-preview__stage" data-stage={stage.key}>
              <strong>{format.text(stage.name)}</strong>{' '}
              <span className="wf-muted">{modeText(stage, t)}</span>
              <div className="wf-preview__signers">
                {problems.has(stage.key) ? (
                  <span className="wf-preview__problem" role="alert">
                    {problems.get(stage.key)}
                  </span>
                ) : stage.state === 'skipped' ? (
                  t('use.fill.preview.skippedNoApprover')
                ) : stage.approvers.length === 0 ? (
                  t('use.fill.preview.nobodyYet')
                ) : (
                  stage.approvers.map((approver) => approver.name).join(', ')
                )}
              </div>
              {stage.cc.length > 0 && (
                <div className="wf-muted">
                  {t('instance.timeline.cc', { names: stage.cc.map((user) => user.name).join(', ') })}
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      {plan && <PlanProblems plan={plan} shown={new Set(stages.map((stage) => stage.key))} />}
    </section>
  );
}

/** Problems about stages the list does not show (a removed key), so no refusal goes unsaid. */
function PlanProblems({ plan, shown }: { plan: PlanView; shown: Set<string> }) {
  const rest = plan.problems.filter((problem) => !shown.has(problem.stageKey));
  if (rest.length === 0) return null;
  return (
    <ul className="wf-preview__problems" role="alert">
      {rest.map((problem) => (
        <li key={problem.stageKey}>{problem.message}</li>
      ))}
    </ul>
  );
}

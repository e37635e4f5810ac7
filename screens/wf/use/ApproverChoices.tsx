import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanView } from '../../../schemas/wf/wfApi';
import { UserPicker } from '../instance/UserPicker';
import { useWfFormat } from '../instance/useWfFormat';

/**
 * One picker per stage whose signers the applicant chooses, as the preview plans them (a stage a
 * condition leaves out asks nothing); marked required while the preview says nobody would sign it.
 */
export function ApproverChoices({
  plan,
  chosen,
  errors,
  onChange,
}: {
  plan: PlanView | null;
  chosen: Record<string, number[]>;
  errors: Record<string, string>;
  onChange: (stageKey: string, userIds: number[]) => void;
}) {
  const { t } = useTranslation('wf');
  const format = useWfFormat();
  const id = useId();
  const stages = (plan?.stages ?? []).filter((stage) => stage.applicantChooses);
  if (stages.length === 0) return null;
  const blocked = new Set(plan?.problems.map((problem) => problem.stageKey));
  return (
    <section className="wf-fill__choices" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('use.fill.choices.title')}</h2>
      {stages.map((stage) => {
        const label = t('use.fill.choices.label', { stage: format.text(stage.name) });
        const error = errors[stage.key];
        return (
          <div key={stage.key} className="wf-dialog-field" data-stage={stage.key}>
            <label htmlFor={`${id}-${stage.key}`}>
              {label}
              {blocked.has(stage.key) && (
                <span className="wf-required" aria-hidden="true">
                  {' '}
                  *
                </span>
              )}
            </label>
            <UserPicker
              id={`${id}-${stage.key}`}
              label={label}
              multiple
              value={chosen[stage.key] ?? []}
              invalid={Boolean(error)}
              describedBy={error ? `${id}-${stage.key}-error` : undefined}
              onChange={(userIds) => onChange(stage.key, userIds)}
            />
            {error && (
              <div id={`${id}-${stage.key}-error`} className="wf-field-error">
                {error}
              </div>
            )}
          </div>
        );
      })}
    </section>
  );
}

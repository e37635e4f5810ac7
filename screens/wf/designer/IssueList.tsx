import { Button } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowDefinition } from '../../../schemas/wf/flowDefinition';
import type { FormDefinition } from '../../../schemas/wf/formDefinition';
import { formLanguage, localise } from '../../../schemas/wf/form/localise';
import { type StageAt, stageAt, stageAtPath } from './stageAt';

/** Where an error takes the administrator: a field of the form, a stage of the flow, or a tab. */
export type IssueTarget = { tab: 'form'; field?: number } | { tab: 'flow'; stage?: StageAt };

function targetOf(path: string): IssueTarget {
  const field = /^form\.fields\.(\d+)(\.|$)/.exec(path);
  if (field) return { tab: 'form', field: Number(field[1]) };
  if (path.startsWith('flow')) {
    const stage = stageAtPath(path);
    return stage ? { tab: 'flow', stage } : { tab: 'flow' };
  }
  return { tab: 'form' };
}

/**
 * Every message that stands between the design and a save (the server's last refusal and the
 * live checks), each with where it is ("Field “Amount”", "Stage “Manager”") and a button that
 * opens that field or stage. The messages also show next to their controls; this list makes sure
 * none is missed, on any tab.
 * @example <IssueList errors={errors} form={form} flow={flow} onShow={go} />
 */
export function IssueList({
  errors,
  form,
  flow,
  onShow,
}: {
  errors: Readonly<Record<string, string[]>>;
  form: FormDefinition;
  flow: FlowDefinition;
  onShow: (target: IssueTarget) => void;
}) {
  const { t, i18n } = useTranslation('wf');
  const lang = formLanguage(i18n.language);
  const titleId = useId();
  const items = Object.entries(errors).flatMap(([path, messages]) =>
    messages.map((message, i) => ({ id: `${path}#${i}`, path, message, target: targetOf(path) })),
  );
  if (items.length === 0) return null;
  const where = (target: IssueTarget): string => {
    if (target.tab === 'form' && target.field !== undefined) {
      const field = form.fields[target.field];
      return t('designer.issues.field', {
        label: field ? localise(field.label, lang) || field.key : target.field + 1,
      });
    }
    if (target.tab === 'flow' && target.stage) {
      const stage = stageAt(flow, target.stage);
      return t('designer.issues.stage', { name: stage ? localise(stage.name, lang) || stage.key : '' });
    }
    return t(`designer.issues.${target.tab}`);
  };
  return (
    <section className="wf-designer__issues" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('designer.issues.title', { count: items.length })}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <span>
              <strong>{where(item.target)}</strong>: {item.message}
            </span>{' '}
            <Button
              size="small"
              aria-label={`${t('designer.issues.show')}: ${where(item.target)}`}
              onClick={() => onShow(item.target)}
            >
              {t('designer.issues.show')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import type { InstanceView } from '../../../schemas/wf/wfApi';
import { StatusTag } from './StatusTag';
import { useWfFormat } from './useWfFormat';

interface InstanceFactsProps {
  view: InstanceView;
  className: string;
  /** The state as a plain word rather than a tinted tag: for the printed page, in black on white. */
  plain?: boolean;
}

/** An application's number, form, applicant, state and when it was sent, as a description list. */
export function InstanceFacts({ view, className, plain = false }: InstanceFactsProps) {
  const { t } = useTranslation('wf');
  const format = useWfFormat();
  return (
    <dl className={className}>
      <div>
        <dt>{t('instance.fields.number')}</dt>
        <dd data-testid="wf-number">{view.number ?? t('use.list.noNumber')}</dd>
      </div>
      <div>
        <dt>{t('instance.fields.template')}</dt>
        <dd>{format.text(view.template.name)}</dd>
      </div>
      <div>
        <dt>{t('instance.fields.applicant')}</dt>
        <dd>{view.applicant.name}</dd>
      </div>
      <div>
        <dt>{t('instance.fields.status')}</dt>
        <dd data-testid="wf-status">
          {plain ? t(`instance.status.${view.status}`) : <StatusTag status={view.status} />}
        </dd>
      </div>
      <div>
        <dt>{t('instance.fields.submittedAt')}</dt>
        <dd>
          {view.submittedAt ? (
            <time dateTime={view.submittedAt}>{format.instant(view.submittedAt)}</time>
          ) : (
            t('instance.notSubmitted')
          )}
        </dd>
      </div>
    </dl>
  );
}

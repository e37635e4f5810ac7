import { PrinterOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { InstanceView } from '../../../schemas/wf/wfApi';
import { StatusTag } from './StatusTag';
import { useWfFormat } from './useWfFormat';

/** An application's heading: its title and, below it, number, form, applicant, state and when it was sent. */
export function InstanceHeader({ view }: { view: InstanceView }) {
  const { t } = useTranslation('wf');
  const format = useWfFormat();
  const navigate = useNavigate();
  return (
    <header className="wf-instance__header">
      <nav className="wf-instance__nav" aria-label={t('instance.nav')}>
        <Link to="/wf/use/list?key=1&folder=receive&sub=0&name=">{t('instance.backToList')}</Link>
        <Button icon={<PrinterOutlined />} onClick={() => void navigate(`/wf-form-print?id=${view.id}`)}>
          {t('instance.print')}
        </Button>
      </nav>
      <h1 id="wf-instance-title">{view.title}</h1>
      <dl className="wf-instance__facts">
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
            <StatusTag status={view.status} />
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
    </header>
  );
}

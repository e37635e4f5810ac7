import { PrinterOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { InstanceView } from '../../../schemas/wf/wfApi';
import { InstanceFacts } from './InstanceFacts';

/** An application's heading: its title and, below it, number, form, applicant, state and when it was sent. */
export function InstanceHeader({ view }: { view: InstanceView }) {
  const { t } = useTranslation('wf');
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
      <InstanceFacts view={view} className="wf-instance__facts" />
    </header>
  );
}

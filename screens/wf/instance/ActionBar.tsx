import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ACTIONS, type InstanceView, type WfAction } from '../../../schemas/wf/wfApi';
import type { DialogAction } from './actionRequest';

/** The look of each decision's button: approve is the main one, the refusals are red. */
const LOOK: Partial<Record<WfAction, { type?: 'primary'; danger?: boolean }>> = {
  approve: { type: 'primary' },
  reject: { danger: true },
  withdraw: { danger: true },
};

/**
 * What the caller may do now, and nothing else: the server's `allowed` (it checks again). The
 * decisions in a fixed order, then editing (a draft or an application returned to its applicant)
 * and, for an administrator, reroute and end. Sticky at the bottom of the page like a form's bar.
 */
export function ActionBar({
  view,
  onAction,
}: {
  view: InstanceView;
  onAction: (action: DialogAction) => void;
}) {
  const { t } = useTranslation('wf');
  const navigate = useNavigate();
  const { allowed } = view;
  const actions = ACTIONS.filter((action) => allowed.actions.includes(action));
  if (actions.length === 0 && !allowed.edit && !allowed.admin) return null;
  return (
    <div
      className="entity-form__actions wf-action-bar"
      role="toolbar"
      aria-label={t('instance.actions.label')}
    >
      <Space wrap>
        {actions.map((action) => (
          <Button key={action} {...LOOK[action]} onClick={() => onAction(action)} data-action={action}>
            {t(`instance.actions.${action}`)}
          </Button>
        ))}
        {allowed.edit && (
          <Button onClick={() => void navigate(`/wf/use/new/filling-form?id=${view.id}`)}>
            {view.status === 'returned' ? t('instance.actions.revise') : t('instance.actions.edit')}
          </Button>
        )}
        {allowed.admin && (
          <>
            <Button onClick={() => onAction('reroute')}>{t('instance.actions.reroute')}</Button>
            <Button danger onClick={() => onAction('end')}>
              {t('instance.actions.end')}
            </Button>
          </>
        )}
      </Space>
    </div>
  );
}

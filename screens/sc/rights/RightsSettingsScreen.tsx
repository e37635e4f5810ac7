import { Radio, Select } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { hasPermission } from '../../../schemas/core/hasPermission';
import { useAlert } from '../../../src/platform/alerts/useAlert';
import { swrFetcher } from '../../../src/platform/api/apiClient';
import { useCachedList } from '../../../src/platform/cache/useCachedList';
import { useSession } from '../../../src/platform/session/useSession';
import { useRouteDescriptor } from '../../../src/runtime/router/useRouteDescriptor';
import { Button } from '../../../src/widgets/Button';
import { Spinner } from '../../../src/widgets/Spinner';
import type {
  DepartmentSummary,
  GroupSummary,
  OwnerOption,
  UserSummary,
} from '../../../src/widgets/ownerOptions';
import { EffectiveRightsPanel } from './EffectiveRightsPanel';
import { type OwnerKind, ownerChoices } from './ownerChoices';
import { RightsTree } from './RightsTree';
import { useAllModuleMessages } from './useAllModuleMessages';
import { useOwnerRights } from './useOwnerRights';
import './rights.css';

/** The right to change grants (server: PUT /api/sc/rights/owner/:owner). */
export const EDIT_RIGHTS = 'sc.admin.rights.actions.edit';

function OwnerPicker({
  label,
  placeholder,
  options,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  options: OwnerOption[];
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="atrium-field">
      <label htmlFor={id} className="atrium-field__label">
        {label}
      </label>
      <Select<string, OwnerOption>
        id={id}
        aria-label={label}
        placeholder={placeholder}
        value={value ?? undefined}
        onChange={(next) => onChange(next ?? null)}
        options={options}
        notFoundContent={t('common:noMatch')}
        showSearch={{
          filterOption: (input, option) => (option?.search ?? '').includes(input.trim().toLowerCase()),
        }}
        allowClear
        style={{ minWidth: 280 }}
      />
    </div>
  );
}

/**
 * `/sc/rights-settings`: choose a department, group or user, tick the rights it holds in
 * the tree of every right the product has (ticking a node grants everything below it), and
 * save the full set. A user's effective rights (with where each comes from) show below;
 * changes take effect at the user's next request, without signing in again.
 * A route with `rightsRoots` limits the tree, and the save, to those subtrees
 * (`/as/admin/leave/read-permission-setting`: the attendance data view permission).
 */
export function RightsSettingsScreen() {
  const { t } = useTranslation('sc');
  const route = useRouteDescriptor();
  const roots = route?.rightsRoots;
  const alert = useAlert();
  const session = useSession();
  const canEdit = hasPermission(session?.user.userPermission, EDIT_RIGHTS);
  const [kind, setKind] = useState<OwnerKind>('d');
  const [owner, setOwner] = useState<string | null>(null);
  const [previewUser, setPreviewUser] = useState<string | null>(null);
  const departments = useCachedList<DepartmentSummary>('/api/sc/department/all');
  const users = useCachedList<UserSummary>('/api/sc/user/all');
  const groups = useSWR<{ data: GroupSummary[] }>('/api/sc/group/all', swrFetcher);
  const lists = { departments: departments.items, groups: groups.data?.data ?? [], users: users.items };
  const rights = useOwnerRights(owner, roots);
  const messagesReady = useAllModuleMessages();
  const previewed = owner?.startsWith('u') ? owner : previewUser;

  const save = async () => {
    try {
      await rights.save();
      alert.success(t('rights.settings.saved'));
    } catch (error) {
      alert.error(error);
    }
  };

  const kinds: Array<{ value: OwnerKind; label: string }> = [
    { value: 'd', label: t('rights.settings.kinds.d') },
    { value: 'g', label: t('rights.settings.kinds.g') },
    { value: 'u', label: t('rights.settings.kinds.u') },
  ];

  return (
    <section className="shell-card rights-settings" aria-labelledby="rights-settings-title">
      <h1 id="rights-settings-title">
        {roots && route?.breadcrumb ? t(route.breadcrumb) : t('routes.rightsSettings.title')}
      </h1>
      <p>{t(roots ? 'rights.settings.subtreeIntro' : 'rights.settings.intro')}</p>
      {!canEdit && <p>{t('rights.settings.readOnly')}</p>}
      <div className="rights-settings__owner">
        <Radio.Group
          aria-label={t('rights.settings.ownerKind')}
          value={kind}
          onChange={(event) => {
            setKind(event.target.value as OwnerKind);
            setOwner(null);
          }}
          options={kinds}
          optionType="button"
        />
        <OwnerPicker
          key={kind}
          label={t(`rights.settings.owner.${kind}`)}
          placeholder={t('rights.settings.ownerPlaceholder')}
          options={ownerChoices(kind, lists, t('rights.settings.inactive'))}
          value={owner}
          onChange={setOwner}
        />
      </div>
      {owner === null && <p>{t('rights.settings.chooseOwner')}</p>}
      {owner !== null && (rights.loading || !messagesReady) && <Spinner />}
      {owner !== null && rights.error && <p role="alert">{t('rights.settings.loadFailed')}</p>}
      {owner !== null && messagesReady && !rights.loading && !rights.error && (
        <>
          <h2>{t('rights.settings.treeTitle', { name: rights.ownerName ?? owner })}</h2>
          <div className="rights-settings__tree">
            <RightsTree
              tree={rights.tree}
              ticked={rights.ticked}
              onChange={rights.change}
              scopes={rights.scopes}
              onScopeChange={rights.changeScope}
              disabled={!canEdit || rights.saving}
              label={t(roots ? 'rights.settings.subtreeLabel' : 'rights.settings.treeLabel')}
            />
          </div>
          {canEdit && (
            <div className="rights-settings__actions">
              <Button
                color="primary"
                onClick={() => void save()}
                loading={rights.saving}
                disabled={!rights.dirty}
              >
                {t('common:action.save')}
              </Button>
              <Button onClick={rights.reset} disabled={!rights.dirty || rights.saving}>
                {t('rights.settings.undo')}
              </Button>
            </div>
          )}
        </>
      )}
      <hr />
      {!owner?.startsWith('u') && (
        <OwnerPicker
          label={t('rights.settings.previewUser')}
          placeholder={t('rights.settings.ownerPlaceholder')}
          options={ownerChoices('u', lists, '')}
          value={previewUser}
          onChange={setPreviewUser}
        />
      )}
      {previewed && <EffectiveRightsPanel userId={Number(previewed.slice(1))} />}
    </section>
  );
}

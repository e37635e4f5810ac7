import { Select } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import useSWR, { useSWRConfig } from 'swr';
import { hasPermission } from '../../../schemas/core/hasPermission';
import { formatErrorMessages } from '../../../src/platform/alerts/formatErrorMessages';
import { useAlert } from '../../../src/platform/alerts/useAlert';
import { isApiError } from '../../../src/platform/api/ApiError';
import { apiRequest, swrFetcher } from '../../../src/platform/api/apiClient';
import { fieldErrors } from '../../../src/platform/api/fieldErrors';
import { useCachedList } from '../../../src/platform/cache/useCachedList';
import { useSession } from '../../../src/platform/session/useSession';
import { Button } from '../../../src/widgets/Button';
import { FormError } from '../../../src/widgets/FormError';
import { departmentOptions } from './departmentOptions';
import type { DepartmentSummary } from './departmentTypes';
import { type Membership, MembershipTable } from './MembershipTable';
import './organisation.css';

interface Answer {
  data: { user: { id: number; name: string; account: string }; memberships: Membership[]; version: string };
}

const toRows = (answer: Answer): Membership[] =>
  answer.data.memberships.map(({ department_id, is_primary, job_position_id }) => ({
    department_id,
    is_primary,
    job_position_id,
  }));

/**
 * `/sc/user-departments?user_id=N`: the departments of one user (several allowed, exactly one
 * primary) and the job position in each, saved as a whole with the set's version (409 when
 * someone changed it meanwhile).
 */
export function UserDepartmentsScreen() {
  const { t } = useTranslation('sc');
  const alert = useAlert();
  const session = useSession();
  const { mutate } = useSWRConfig();
  const [params, setParams] = useSearchParams();
  const userId = Number(params.get('user_id')) || null;
  const pickerId = useId();
  const users = useCachedList<{ id: number; name: string; account: string }>('/api/sc/user/all');
  const departments = useCachedList<DepartmentSummary>('/api/sc/department/all');
  const positions = useSWR<{ data: Array<{ id: number; name?: string; label?: string }> }>(
    '/api/sc/job-position/all',
    swrFetcher,
  );
  const [rows, setRows] = useState<Membership[]>([]);
  const [version, setVersion] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const canEdit = hasPermission(session?.user.userPermission, 'sc.admin.user.actions.edit');

  const load = (answer: Answer) => {
    setRows(toRows(answer));
    setVersion(answer.data.version);
  };
  useEffect(() => {
    if (!userId) return;
    setErrors({});
    setFormError(null);
    apiRequest<Answer>(`/api/sc/user-departments?user_id=${userId}`).then(
      (answer) => {
        setRows(toRows(answer));
        setVersion(answer.data.version);
      },
      (error: unknown) => setFormError(formatErrorMessages(error, t).join('\n')),
    );
  }, [userId, t]);

  const update = (index: number, change: Partial<Membership>) =>
    setRows((previous) =>
      previous.map((row, i) =>
        i === index ? { ...row, ...change } : change.is_primary ? { ...row, is_primary: false } : row,
      ),
    );
  const options = departmentOptions(departments.items);

  const save = async () => {
    if (!userId) return;
    setSaving(true);
    setErrors({});
    setFormError(null);
    try {
      load(
        await apiRequest<Answer>(`/api/sc/user-departments/${userId}`, {
          method: 'PUT',
          body: { memberships: rows, version },
        }),
      );
      await Promise.all([mutate('/api/sc/department/all'), mutate('/api/sc/user/all')]);
      alert.success(t('organisation.memberEdit.saved'));
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        const fresh = (error.data as Partial<Answer>).data;
        if (fresh) load({ data: fresh });
        setFormError(t('organisation.memberEdit.conflict'));
      } else {
        const fields = fieldErrors(error);
        setErrors(fields);
        setFormError(
          fields.memberships ??
            (Object.keys(fields).length > 0 ? null : formatErrorMessages(error, t).join('\n')),
        );
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="shell-card" aria-labelledby="member-title">
      <h1 id="member-title">{t('organisation.memberEdit.title')}</h1>
      <p>{t('organisation.memberEdit.intro')}</p>
      <div className="atrium-field">
        <label htmlFor={pickerId} className="atrium-field__label">
          {t('organisation.memberEdit.user')}
        </label>
        <Select
          id={pickerId}
          showSearch
          style={{ minWidth: 320, maxWidth: 480 }}
          placeholder={t('organisation.memberEdit.pickUser')}
          value={userId ?? undefined}
          optionFilterProp="label"
          options={users.items.map((u) => ({ value: u.id, label: `${u.name} (${u.account})` }))}
          onChange={(value: number) => setParams({ user_id: String(value) })}
        />
      </div>
      {userId && (
        <>
          <FormError message={formError} />
          <MembershipTable
            rows={rows}
            departments={options}
            positions={positions.data?.data ?? []}
            errors={errors}
            idPrefix={pickerId}
            onUpdate={update}
            onRemove={(index) => setRows((previous) => previous.filter((_, i) => i !== index))}
          />
          <div className="org-form__actions">
            <Button
              onClick={() =>
                setRows((previous) => [
                  ...previous,
                  { department_id: null, is_primary: previous.length === 0, job_position_id: null },
                ])
              }
            >
              {t('organisation.memberEdit.add')}
            </Button>
            <Button color="primary" loading={saving} disabled={!canEdit} onClick={save}>
              {t('organisation.memberEdit.save')}
            </Button>
            <Link to={`/sc/viewuser?id=${userId}`}>{t('organisation.memberEdit.view')}</Link>
          </div>
        </>
      )}
    </section>
  );
}

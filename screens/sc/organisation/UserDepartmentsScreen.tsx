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
import './organisation.css';

interface Membership {
  department_id: number | null;
  is_primary: boolean;
  job_position_id: number | null;
}
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
  const positions = useSWR<{ data: Array<{ id: number; name: string }> }>(
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
          style={{ minWidth: 320 }}
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
          <table className="org-users__table">
            <thead>
              <tr>
                <th scope="col">{t('organisation.memberEdit.department')}</th>
                <th scope="col">{t('organisation.memberEdit.primary')}</th>
                <th scope="col">{t('organisation.memberEdit.position')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('organisation.memberEdit.remove')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => {
                // Controls are named by row number, as on the user form: a new row has no department
                // name yet, and every row's controls would otherwise share one name.
                const number = index + 1;
                const departmentError = errors[`memberships.${index}.department_id`];
                const positionError = errors[`memberships.${index}.job_position_id`];
                const departmentErrorId = `${pickerId}-department-${index}-error`;
                const positionErrorId = `${pickerId}-position-${index}-error`;
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved; the index is their identity here.
                  <tr key={index}>
                    <td>
                      <select
                        aria-label={t('users.screen.departmentN', { index: number })}
                        value={row.department_id ?? ''}
                        aria-invalid={departmentError ? true : undefined}
                        aria-describedby={departmentError ? departmentErrorId : undefined}
                        onChange={(event) =>
                          update(index, { department_id: Number(event.target.value) || null })
                        }
                      >
                        <option value="" />
                        {options.map((o) => (
                          <option key={o.value} value={o.value}>
                            {o.label}
                          </option>
                        ))}
                      </select>
                      {departmentError && (
                        <div id={departmentErrorId} className="atrium-field__error">
                          {departmentError}
                        </div>
                      )}
                    </td>
                    <td>
                      <input
                        type="radio"
                        name="primary"
                        aria-label={t('users.screen.primaryN', { index: number })}
                        checked={row.is_primary}
                        onChange={() => update(index, { is_primary: true })}
                      />
                    </td>
                    <td>
                      <select
                        aria-label={t('users.screen.jobPositionN', { index: number })}
                        value={row.job_position_id ?? ''}
                        aria-invalid={positionError ? true : undefined}
                        aria-describedby={positionError ? positionErrorId : undefined}
                        onChange={(event) =>
                          update(index, { job_position_id: Number(event.target.value) || null })
                        }
                      >
                        <option value="">{t('organisation.memberEdit.noPosition')}</option>
                        {(positions.data?.data ?? []).map((p) => (
                          <option key={p.id} value={p.id}>
                            {p.name}
                          </option>
                        ))}
                      </select>
                      {positionError && (
                        <div id={positionErrorId} className="atrium-field__error">
                          {positionError}
                        </div>
                      )}
                    </td>
                    <td>
                      <Button
                        size="small"
                        aria-label={t('users.screen.removeDepartment', { index: number })}
                        onClick={() => setRows((previous) => previous.filter((_, i) => i !== index))}
                      >
                        {t('organisation.memberEdit.remove')}
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
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

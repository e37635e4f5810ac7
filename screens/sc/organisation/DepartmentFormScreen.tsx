import { Checkbox } from 'antd';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
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
import { SelectField } from '../../../src/widgets/SelectField';
import { FormError } from '../../../src/widgets/FormError';
import { TextField } from '../../../src/widgets/TextField';
import { subtreeIds } from './buildDepartmentTree';
import { departmentOptions } from './departmentOptions';
import type { DepartmentSummary } from './departmentTypes';
import './organisation.css';
import { pickRowLabel } from '../../../src/runtime/entity/data/pickRowLabel';

interface Values {
  name: string;
  code: string;
  parent_id: string;
  level_id: string;
  head_user_id: string;
  sort: string;
  is_active: boolean;
}
interface Loaded extends Omit<DepartmentSummary, 'user_count'> {
  head_user_id: number | null;
}
/** An entry of the cached user list, for the head picker. */
interface UserEntry {
  id: number;
  name: string;
  account: string;
  is_active: boolean;
}

const toValues = (d: Loaded): Values => ({
  name: d.name,
  code: d.code ?? '',
  parent_id: d.parent_id === null ? '' : String(d.parent_id),
  level_id: d.level_id === null ? '' : String(d.level_id),
  head_user_id: d.head_user_id === null ? '' : String(d.head_user_id),
  sort: String(d.sort),
  is_active: d.is_active,
});

/**
 * `/sc/adddept`: creates a department (`?parent_id=` preselects the parent) or edits one
 * (`?id=N`). Moving is changing the parent: the picker leaves out the department and its
 * sub-departments, and the server refuses cycles and levels out of order all the same.
 */
export function DepartmentFormScreen() {
  const { t, i18n } = useTranslation('sc');
  const alert = useAlert();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const session = useSession();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const departments = useCachedList<DepartmentSummary>('/api/sc/department/all');
  const users = useCachedList<UserEntry>('/api/sc/user/all');
  // Whole rows for a viewer of the levels; `{id, label}` (no depth) for a department manager who is not.
  const levels = useSWR<{ data: Array<{ id: number; name?: string; depth?: number; label?: string }> }>(
    '/api/sc/department-level/all',
    swrFetcher,
  );
  const [values, setValues] = useState<Values>({
    name: '',
    code: '',
    parent_id: params.get('parent_id') ?? '',
    level_id: '',
    head_user_id: '',
    sort: '0',
    is_active: true,
  });
  const [version, setVersion] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const canWrite = hasPermission(
    session?.user.userPermission,
    id ? 'sc.admin.department.actions.edit' : 'sc.admin.department.actions.create',
  );

  useEffect(() => {
    if (!id) return;
    apiRequest<{ data: Loaded }>(`/api/sc/department/${id}`).then(
      (answer) => {
        setValues(toValues(answer.data));
        setVersion(answer.data.version);
      },
      (error: unknown) =>
        setFormError(
          isApiError(error) && error.status === 404 ? t('organisation.form.notFound') : String(error),
        ),
    );
  }, [id, t]);

  const change = <K extends keyof Values>(field: K, value: Values[K]) =>
    setValues((previous) => ({ ...previous, [field]: value }));
  const parents = departmentOptions(departments.items, id ? subtreeIds(departments.items, id) : new Set());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (values.name.trim() === '') {
      setErrors({ name: t('departments.errors.nameRequired') });
      setFormError(t('common:validation.requiredFields'));
      return;
    }
    setSaving(true);
    setErrors({});
    setFormError(null);
    const body = {
      name: values.name,
      code: values.code,
      parent_id: values.parent_id ? Number(values.parent_id) : null,
      level_id: values.level_id ? Number(values.level_id) : null,
      head_user_id: values.head_user_id ? Number(values.head_user_id) : null,
      sort: Number(values.sort),
      is_active: values.is_active,
      ...(id ? { version } : {}),
    };
    try {
      const answer = await apiRequest<{ data: Loaded }>(
        id ? `/api/sc/department/${id}` : '/api/sc/department',
        {
          method: id ? 'PUT' : 'POST',
          body,
        },
      );
      await mutate('/api/sc/department/all');
      alert.success(t('organisation.form.saved'));
      navigate(`/sc/list?department_id=${answer.data.id}`);
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        const fresh = (error.data as { data?: Loaded }).data;
        if (fresh) {
          setValues(toValues(fresh));
          setVersion(fresh.version);
        }
        setFormError(t('organisation.form.conflict'));
      } else {
        const fields = fieldErrors(error);
        setErrors(fields);
        setFormError(Object.keys(fields).length > 0 ? null : formatErrorMessages(error, t).join('\n'));
      }
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    if (!id || !window.confirm(t('common:confirm.delete'))) return;
    try {
      await apiRequest(`/api/sc/department/${id}?version=${version}`, { method: 'DELETE' });
      await mutate('/api/sc/department/all');
      alert.success(t('organisation.form.deleted'));
      navigate('/sc/list');
    } catch (error) {
      const fields = fieldErrors(error);
      setFormError(Object.values(fields).join('\n') || formatErrorMessages(error, t).join('\n'));
    }
  };

  const title = id ? t('organisation.form.editTitle') : t('organisation.form.createTitle');
  return (
    <section className="shell-card" aria-labelledby="dept-form-title">
      <h1 id="dept-form-title">{title}</h1>
      <form className="org-form" onSubmit={submit} noValidate aria-labelledby="dept-form-title">
        <FormError message={formError} />
        <TextField
          label={t('organisation.form.name')}
          name="name"
          required
          maxLength={100}
          value={values.name}
          error={errors.name}
          onChange={(event) => change('name', event.target.value)}
        />
        <TextField
          label={t('organisation.form.code')}
          name="code"
          maxLength={30}
          value={values.code}
          error={errors.code}
          onChange={(event) => change('code', event.target.value)}
        />
        <SelectField<string>
          label={t('organisation.form.parent')}
          searchable
          value={values.parent_id}
          error={errors.parent_id}
          onChange={(value) => change('parent_id', value)}
          options={[
            { value: '', label: t('organisation.form.noParent') },
            ...parents.map((o) => ({ value: String(o.value), label: o.label })),
          ]}
        />
        <SelectField<string>
          label={t('organisation.form.level')}
          value={values.level_id}
          error={errors.level_id}
          onChange={(value) => change('level_id', value)}
          options={[
            { value: '', label: t('organisation.form.noLevel') },
            ...(levels.data?.data ?? []).map((l) => ({
              value: String(l.id),
              label: `${l.depth === undefined ? '' : `${l.depth}. `}${pickRowLabel({ labelField: 'name' }, l, i18n.language)}`,
            })),
          ]}
        />
        <SelectField<string>
          label={t('organisation.form.head')}
          hint={t('organisation.form.headHint')}
          searchable
          value={values.head_user_id}
          error={errors.head_user_id}
          onChange={(value) => change('head_user_id', value)}
          options={[
            { value: '', label: t('organisation.form.noHead') },
            // The current head stays listed even if deactivated since, so the form shows who it is.
            ...users.items
              .filter((u) => u.is_active || String(u.id) === values.head_user_id)
              .map((u) => ({ value: String(u.id), label: `${u.name} (${u.account})` })),
          ]}
        />
        <TextField
          label={t('organisation.form.sort')}
          name="sort"
          type="number"
          min={0}
          max={99999}
          value={values.sort}
          error={errors.sort}
          onChange={(event) => change('sort', event.target.value)}
        />
        <Checkbox
          className="org-form__check"
          checked={values.is_active}
          onChange={(event) => change('is_active', event.target.checked)}
        >
          {t('organisation.form.active')}
        </Checkbox>
        {errors.is_active && <div className="atrium-field__error">{errors.is_active}</div>}
        <div className="org-form__actions">
          <Button color="primary" htmlType="submit" loading={saving} disabled={!canWrite}>
            {t('organisation.form.save')}
          </Button>
          <Button onClick={() => navigate(-1)}>{t('organisation.form.cancel')}</Button>
          {id && hasPermission(session?.user.userPermission, 'sc.admin.department.actions.delete') && (
            <Button color="danger" onClick={remove}>
              {t('organisation.form.delete')}
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}

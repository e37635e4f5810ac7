import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../src/platform/api/ApiError';
import { api } from '../../../src/platform/api/apiClient';
import { fieldErrors, serverMessage } from '../../../src/platform/api/fieldErrors';
import {
  EMPTY_GROUP,
  type GroupErrors,
  type GroupRecord,
  type GroupValues,
  groupValues,
  membersOf,
  placeGroupErrors,
} from './groupTypes';

/**
 * The state of the group dialog: a new group, or a stored one loaded with its members and
 * version. Saving sends POST or PUT; a 422 lands on the fields, a 409 says someone else
 * changed the group and offers to load their version.
 */
export function useGroupForm(onSaved: () => void) {
  const { t } = useTranslation('sc');
  const [editing, setEditing] = useState<GroupRecord | null>(null);
  const [values, setValues] = useState<GroupValues>(EMPTY_GROUP);
  const [errors, setErrors] = useState<GroupErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<GroupRecord | null>(null);
  const [saving, setSaving] = useState(false);

  const reset = (record: GroupRecord | null) => {
    setEditing(record);
    setValues(record ? groupValues(record) : EMPTY_GROUP);
    setErrors({});
    setFormError(null);
    setConflict(null);
  };

  const load = async (id: number | null) => {
    if (id === null) return reset(null);
    reset((await api.get<{ data: GroupRecord }>(`/api/sc/group/${id}`)).data);
  };

  const change = <K extends keyof GroupValues>(field: K, value: GroupValues[K]) =>
    setValues((previous) => ({ ...previous, [field]: value }));

  const save = async (): Promise<boolean> => {
    if (values.name.trim() === '') {
      setErrors({ name: t('common:validation.fieldRequired') });
      setFormError(t('common:validation.requiredFields'));
      return false;
    }
    const members = membersOf(values);
    const body = { name: values.name.trim(), description: values.description.trim() || null, members };
    setSaving(true);
    try {
      if (editing) await api.put(`/api/sc/group/${editing.id}`, { ...body, version: editing.version });
      else await api.post('/api/sc/group', body);
      onSaved();
      return true;
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        const data = (error.data as { data?: GroupRecord } | null)?.data ?? null;
        setConflict(data);
        setFormError(serverMessage(error) ?? t('groups.conflict'));
        return false;
      }
      const placed = placeGroupErrors(fieldErrors(error), members);
      setErrors(placed);
      setFormError(serverMessage(error) ?? t('groups.saveFailed'));
      return false;
    } finally {
      setSaving(false);
    }
  };

  return { editing, values, errors, formError, conflict, saving, load, reset, change, save };
}

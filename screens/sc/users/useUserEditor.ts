import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useAlert } from '../../../src/platform/alerts/useAlert';
import { isApiError } from '../../../src/platform/api/ApiError';
import { api, swrFetcher } from '../../../src/platform/api/apiClient';
import { fieldErrors } from '../../../src/platform/api/fieldErrors';
import {
  formFromRecord,
  formPayload,
  missingRequired,
  type UserFormErrors,
  type UserFormValues,
  type UserRecord,
} from './userForm';

interface WriteAnswer {
  message: string;
  data: UserRecord;
}

/** The stored record a 409 answer carries, if any. */
function conflictRecord(error: unknown): UserRecord | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const data = (error.data as { data?: UserRecord } | null)?.data;
  return data ?? null;
}

/**
 * The state of /sc/viewuser: the stored record (GET /api/sc/user/{id}/edit), the form's
 * values, and the writes: save (PUT with the version the form was loaded at; a 409 opens
 * the conflict dialog with the stored record ready to reload), activate/deactivate and restore.
 */
export function useUserEditor(userId: number) {
  const { t } = useTranslation('sc');
  const alert = useAlert();
  const load = useSWR<{ data: UserRecord }>(`/api/sc/user/${userId}/edit`, swrFetcher, {
    revalidateOnFocus: false,
  });
  const [record, setRecord] = useState<UserRecord | null>(null);
  const [values, setValues] = useState<UserFormValues | null>(null);
  const [errors, setErrors] = useState<UserFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<UserRecord | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const loaded = load.data?.data;
    if (loaded && record === null) {
      setRecord(loaded);
      setValues(formFromRecord(loaded));
    }
  }, [load.data, record]);

  const take = (next: UserRecord, resetForm: boolean) => {
    setRecord(next);
    setValues((current) =>
      resetForm || !current ? formFromRecord(next) : { ...current, is_active: next.is_active },
    );
    setErrors({});
    setFormError(null);
    void load.mutate({ data: next }, { revalidate: false });
  };

  const write = async (request: () => Promise<WriteAnswer>, resetForm: boolean, success?: string) => {
    setBusy(true);
    try {
      const answer = await request();
      take(answer.data, resetForm);
      alert.success(success ?? answer.message);
      return true;
    } catch (error) {
      const stored = conflictRecord(error);
      if (stored) setConflict(stored);
      else {
        const placed = fieldErrors(error);
        if (Object.keys(placed).length > 0) {
          setErrors(placed);
          setFormError(t('common:validation.requiredFields'));
          setAttempt((n) => n + 1);
        }
        alert.error(error);
      }
      return false;
    } finally {
      setBusy(false);
    }
  };

  const change = <K extends keyof UserFormValues>(field: K, value: UserFormValues[K]) =>
    setValues((previous) => (previous ? { ...previous, [field]: value } : previous));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !values || !record) return;
    const missing = missingRequired(values, t);
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      setFormError(t('common:validation.requiredFields'));
      setAttempt((n) => n + 1);
      return;
    }
    const { is_active: _status, ...fields } = formPayload(values);
    await write(
      () => api.put<WriteAnswer>(`/api/sc/user/${userId}`, { ...fields, version: record.version }),
      true,
    );
  };

  const setActive = (active: boolean) =>
    record
      ? write(
          () =>
            api.put<WriteAnswer>(`/api/sc/user/${userId}`, { is_active: active, version: record.version }),
          false,
          t(active ? 'users.screen.reactivated' : 'users.screen.deactivated'),
        )
      : Promise.resolve(false);

  const restore = () => write(() => api.post<WriteAnswer>(`/api/sc/user/${userId}/restore`), true);

  const remove = () =>
    record
      ? write(() => api.delete<WriteAnswer>(`/api/sc/user/${userId}?version=${record.version}`), true)
      : Promise.resolve(false);

  const reload = () => {
    if (conflict) take(conflict, true);
    setConflict(null);
  };

  return {
    load,
    record,
    values,
    errors,
    formError,
    busy,
    attempt,
    conflict: conflict !== null,
    change,
    save,
    setActive,
    restore,
    remove,
    reload,
    dismissConflict: () => setConflict(null),
  };
}

import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatErrorMessages } from '../../../src/platform/alerts/formatErrorMessages';
import { useAlert } from '../../../src/platform/alerts/useAlert';
import { api } from '../../../src/platform/api/apiClient';
import { isApiError } from '../../../src/platform/api/ApiError';
import { fieldErrors } from '../../../src/platform/api/fieldErrors';
import type { SettingsStatus } from '../../../src/runtime/settings/SettingsLoadStatus';

/**
 * Loads, edits and saves a settings document whose values are not flat (lists of sites,
 * ordered panels), which useSettingsDocument's per-field rules cannot describe: the
 * server checks it and its 422 messages land under their (dotted) field names, e.g.
 * `sites.1.latitude`. Like useSettingsDocument, a save carries the version it was based
 * on, and a 409 opens the conflict dialog (`reload` takes what is stored now).
 *
 * @example const doc = useStructuredSettings<MapDraft>('/api/sc/map/settings', '/api/sc/map')
 */
export function useStructuredSettings<T extends object>(loadPath: string, savePath: string) {
  const { t } = useTranslation('sc');
  const alert = useAlert();
  const [status, setStatus] = useState<SettingsStatus>('loading');
  const [loadError, setLoadError] = useState<string | null>(null);
  const [value, setValue] = useState<T | null>(null);
  const version = useRef(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<{ current: (T & { version: number }) | null } | null>(null);

  const apply = useCallback((answer: T & { version: number }) => {
    const { version: v, ...rest } = answer;
    version.current = v;
    setValue(rest as unknown as T);
    setErrors({});
    setFormError(null);
  }, []);

  const load = useCallback(async () => {
    setStatus('loading');
    try {
      const answer = await api.get<{ data: T & { version: number } }>(loadPath, { guardsScreen: true });
      apply(answer.data);
      setStatus('ready');
    } catch (error) {
      setLoadError(formatErrorMessages(error, t).join('\n'));
      setStatus('failed');
    }
  }, [loadPath, apply, t]);

  useEffect(() => {
    void load();
  }, [load]);

  /** Changes the draft; the messages of the fields named in `touched` no longer apply. */
  const change = useCallback((update: (previous: T) => T, ...touched: string[]) => {
    setValue((previous) => (previous ? update(previous) : previous));
    if (touched.length > 0)
      setErrors((previous) =>
        Object.fromEntries(Object.entries(previous).filter(([f]) => !touched.includes(f))),
      );
  }, []);

  const submit = async (body: Record<string, unknown>, event?: FormEvent) => {
    event?.preventDefault();
    if (saving) return;
    setErrors({});
    setFormError(null);
    setSaving(true);
    try {
      const answer = await api.put<{ data: T & { version: number } }>(savePath, {
        ...body,
        version: version.current,
      });
      apply(answer.data);
      alert.success(t('settings.saved'));
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        setConflict({ current: (error.data as { data?: T & { version: number } } | null)?.data ?? null });
      } else {
        const placed = fieldErrors(error);
        setErrors(placed);
        setFormError(
          Object.keys(placed).length > 0
            ? t('settings.checkFields')
            : formatErrorMessages(error, t).join('\n'),
        );
      }
    } finally {
      setSaving(false);
    }
  };

  const reload = useCallback(() => {
    const current = conflict?.current;
    setConflict(null);
    if (current) apply(current);
    else void load();
  }, [conflict, apply, load]);

  return {
    status,
    loadError,
    value,
    errors,
    formError,
    saving,
    conflict: conflict !== null,
    change,
    submit,
    reload,
    dismissConflict: () => setConflict(null),
    retry: load,
  };
}

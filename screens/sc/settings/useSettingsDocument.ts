import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingRules } from '../../../schemas/core/settings/settingRules';
import { formatErrorMessages } from '../../../src/platform/alerts/formatErrorMessages';
import { useAlert } from '../../../src/platform/alerts/useAlert';
import { api } from '../../../src/platform/api/apiClient';
import { isApiError } from '../../../src/platform/api/ApiError';
import { fieldErrors } from '../../../src/platform/api/fieldErrors';
import { draftProblems, fromDraft, type SettingsDraft, toDraft } from './settingsDraft';

/** A settings document as the API answers it: its fields and the version a save must carry. */
type SettingsAnswer = Record<string, unknown> & { version: number };

export interface SettingsDocumentOptions<Rules extends SettingRules> {
  /** GET: `{data: {...fields, version}}`. */
  loadPath: string;
  /** PUT: the fields and `version`; 422 per field, 409 `{message, data}` when stale. */
  savePath: string;
  rules: Rules;
  /** The messages' section in sc.json: field labels are `sc:{section}.fields.{field}`. */
  section: 'security' | 'company';
}

import type { SettingsStatus } from '../../../src/runtime/settings/SettingsLoadStatus';

/**
 * Loads, edits and saves one settings document. The rules are checked before
 * sending (the same ones the server applies); the server's 422 messages go under
 * their fields; a save based on an outdated version (someone else saved meanwhile)
 * is refused with 409: `conflict` is then true, and `reload` takes what is stored now.
 * @example const doc = useSettingsDocument({ loadPath: '/api/sc/security/settings',
 *   savePath: '/api/sc/security', rules: SECURITY_SETTING_RULES, section: 'security' })
 */
export function useSettingsDocument<Rules extends SettingRules>(options: SettingsDocumentOptions<Rules>) {
  const { loadPath, savePath, rules, section } = options;
  const { t } = useTranslation('sc');
  const alert = useAlert();
  const [status, setStatus] = useState<SettingsStatus>('loading');
  const [loadError, setLoadError] = useState<string | null>(null);
  const [draft, setDraft] = useState<SettingsDraft>({});
  const version = useRef(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Open after a 409; `current` is what the server stores now, when it said so.
  const [conflict, setConflict] = useState<{ current: SettingsAnswer | null } | null>(null);

  const apply = useCallback(
    (answer: SettingsAnswer) => {
      version.current = answer.version;
      setDraft(toDraft(rules, answer));
      setErrors({});
      setFormError(null);
    },
    [rules],
  );

  const load = useCallback(async () => {
    setStatus('loading');
    try {
      const answer = await api.get<{ data: SettingsAnswer }>(loadPath, { guardsScreen: true });
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

  const change = useCallback((field: string, value: string | boolean) => {
    setDraft((previous) => ({ ...previous, [field]: value }));
    // The message about the old value no longer applies.
    setErrors(({ [field]: _gone, ...rest }) => rest);
  }, []);

  /** An error found on the screen before sending (a logo file that cannot be used). */
  const setError = useCallback(
    (field: string, message: string) => setErrors((previous) => ({ ...previous, [field]: message })),
    [],
  );

  const messageOf = useCallback(
    (field: string, rule: string, limit?: number) =>
      // maxLength counts characters: its limit is `count`, which picks the plural form.
      t(`settings.rules.${rule}`, {
        attribute: t(`${section}.fields.${field}`),
        limit: limit ?? '',
        count: limit ?? '',
      }),
    [t, section],
  );

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (saving) return;
    const problems = draftProblems(rules, draft);
    if (Object.keys(problems).length > 0) {
      setErrors(
        Object.fromEntries(Object.entries(problems).map(([f, p]) => [f, messageOf(f, p.rule, p.limit)])),
      );
      setFormError(t('settings.checkFields'));
      return;
    }
    setErrors({});
    setFormError(null);
    setSaving(true);
    try {
      const body = { ...fromDraft(rules, draft), version: version.current };
      const answer = await api.put<{ data: SettingsAnswer }>(savePath, body);
      apply(answer.data);
      alert.success(t('settings.saved'));
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        const current = (error.data as { data?: SettingsAnswer } | null)?.data ?? null;
        setConflict({ current });
      } else {
        const placed = fieldErrors(error);
        setErrors(placed);
        const onAField = Object.keys(placed).some((field) => Object.hasOwn(rules, field));
        setFormError(onAField ? t('settings.checkFields') : formatErrorMessages(error, t).join('\n'));
      }
    } finally {
      setSaving(false);
    }
  };

  /** Takes what the server stores now (after a 409), dropping this form's unsaved changes. */
  const reload = useCallback(() => {
    const current = conflict?.current;
    setConflict(null);
    if (current) apply(current);
    else void load();
  }, [conflict, apply, load]);

  const dismissConflict = useCallback(() => setConflict(null), []);

  return {
    status,
    loadError,
    draft,
    errors,
    formError,
    saving,
    conflict: conflict !== null,
    change,
    setError,
    submit,
    reload,
    dismissConflict,
    retry: load,
  };
}

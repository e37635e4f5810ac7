import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsDescriptor } from '../../../schemas/core/settings/settingsDescriptorSchema';
import { settingRulesOf } from '../../../schemas/core/settings/settingRules';
import { formatErrorMessages } from '../../platform/alerts/formatErrorMessages';
import { useAlert } from '../../platform/alerts/useAlert';
import { api } from '../../platform/api/apiClient';
import { isApiError } from '../../platform/api/ApiError';
import { fieldErrors } from '../../platform/api/fieldErrors';
import type { SettingsStatus } from './SettingsLoadStatus';
import type { SettingsWidgetRegistry } from './SettingsWidget';
import { draftProblems, fromDraft, type SettingsDraft, toDraft } from './settingsDraft';

/** A settings document as the API answers it: its fields and the version a save must carry. */
type SettingsAnswer = Record<string, unknown> & { version: number };

/**
 * Loads, edits and saves one settings document described by `d`. The plain fields' limits
 * are checked before sending (the same ones the server applies); the server's 422
 * messages go under their fields (`sites.1.latitude` too); a save based on an outdated
 * version (someone else saved meanwhile) is refused with 409: `conflict` is then true,
 * and `reload` takes what is stored now. `query` picks a department's document.
 * @example const doc = useSettingsDocument(securityDescriptor, settingsWidgets)
 */
export function useSettingsDocument(d: SettingsDescriptor, widgets: SettingsWidgetRegistry, query = '') {
  const { t } = useTranslation('entity');
  const alert = useAlert();
  const rules = useMemo(() => settingRulesOf(d), [d]);
  const loadPath = `${d.readApi ?? d.api}${query}`;
  const savePath = `${d.api}${query}`;
  const [status, setStatus] = useState<SettingsStatus>('loading');
  const [loadError, setLoadError] = useState<string | null>(null);
  const [draft, setDraft] = useState<SettingsDraft>({});
  const [extras, setExtras] = useState<Record<string, unknown>>({});
  const version = useRef(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Open after a 409; `current` is what the server stores now, when it said so.
  const [conflict, setConflict] = useState<{ current: SettingsAnswer | null } | null>(null);

  const apply = useCallback(
    (answer: SettingsAnswer) => {
      version.current = answer.version;
      setDraft(toDraft(d, answer, widgets));
      // What the answer carries beside the fields (the seats in use beside a licence).
      setExtras(
        Object.fromEntries(
          Object.entries(answer).filter(([k]) => k !== 'version' && !Object.hasOwn(d.fields, k)),
        ),
      );
      setErrors({});
      setFormError(null);
    },
    [d, widgets],
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

  const change = useCallback((field: string, value: unknown) => {
    setDraft((previous) => ({ ...previous, [field]: value }));
    // The messages about the old value (and its items', `sites.1.name`) no longer apply.
    setErrors((previous) =>
      Object.fromEntries(Object.entries(previous).filter(([f]) => f !== field && !f.startsWith(`${field}.`))),
    );
  }, []);

  /** An error found on the screen before sending (a logo file that cannot be used). */
  const setError = useCallback(
    (field: string, message: string) => setErrors((previous) => ({ ...previous, [field]: message })),
    [],
  );

  const messageOf = useCallback(
    (field: string, rule: string, limit?: number) =>
      // maxLength counts characters: its limit is `count`, which picks the plural form.
      t(`settingsDocument.rules.${rule}`, {
        attribute: t(d.fields[field]?.title ?? field),
        limit: limit ?? '',
        count: limit ?? '',
      }),
    [t, d],
  );

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (saving) return;
    const problems = draftProblems(d, rules, draft, widgets);
    if (Object.keys(problems).length > 0) {
      setErrors(
        Object.fromEntries(Object.entries(problems).map(([f, p]) => [f, messageOf(f, p.rule, p.limit)])),
      );
      setFormError(t('settingsDocument.checkFields'));
      return;
    }
    setErrors({});
    setFormError(null);
    setSaving(true);
    try {
      const body = { ...fromDraft(d, draft, widgets), version: version.current };
      const answer = await api.put<{ data: SettingsAnswer }>(savePath, body);
      apply(answer.data);
      alert.success(t('settingsDocument.saved'));
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        const current = (error.data as { data?: SettingsAnswer } | null)?.data ?? null;
        setConflict({ current });
      } else {
        const placed = fieldErrors(error);
        setErrors(placed);
        const onAField = Object.keys(placed).some((f) => Object.hasOwn(d.fields, f.split('.')[0] ?? ''));
        setFormError(onAField ? t('settingsDocument.checkFields') : formatErrorMessages(error, t).join('\n'));
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
    extras,
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

export type SettingsDocumentState = ReturnType<typeof useSettingsDocument>;

import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatErrorMessages } from '../../../src/platform/alerts/formatErrorMessages';
import { useAlert } from '../../../src/platform/alerts/useAlert';
import { fieldErrors } from '../../../src/platform/api/fieldErrors';
import { postNotification } from '../../../src/platform/notifications/notificationsApi';

export interface NotifyValues {
  departments: string[];
  groups: string[];
  users: string[];
  title: string;
  content: string;
}

export interface NotifyErrors {
  departments?: string;
  groups?: string;
  users?: string;
  /** About the recipients as a whole (none chosen, or they reach nobody). */
  owners?: string;
  title?: string;
  content?: string;
}

const EMPTY: NotifyValues = { departments: [], groups: [], users: [], title: '', content: '' };

/**
 * Places the server's 422 errors (`owners`, `owners.{i}`, `title`, `content`) on the
 * fields: `owners.{i}` names the i-th reference sent, so it goes under the department,
 * group or user picker it came from.
 */
function placeErrors(fields: Record<string, string>, owners: readonly string[]): NotifyErrors {
  const errors: NotifyErrors = { owners: fields.owners, title: fields.title, content: fields.content };
  for (const [field, message] of Object.entries(fields)) {
    const index = /^owners\.(\d+)$/.exec(field)?.[1];
    if (index === undefined) continue;
    const kind = owners[Number(index)]?.[0];
    const picker = kind === 'd' ? 'departments' : kind === 'g' ? 'groups' : 'users';
    errors[picker] ??= message;
  }
  return errors;
}

/**
 * The state and the send action of the /sc/notify form: required checks, then
 * POST /api/sc/user-notification; success says how many received it and clears the form.
 */
export function useNotifyForm() {
  const { t } = useTranslation('notifications');
  const alert = useAlert();
  const [values, setValues] = useState<NotifyValues>(EMPTY);
  const [errors, setErrors] = useState<NotifyErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const change = <K extends keyof NotifyValues>(field: K, value: NotifyValues[K]) =>
    setValues((previous) => ({ ...previous, [field]: value }));

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (sending) return;
    const owners = [...values.departments, ...values.groups, ...values.users];
    const missing: NotifyErrors = {};
    if (owners.length === 0) missing.owners = t('send.recipientsRequired');
    if (values.title.trim() === '') missing.title = t('common:validation.fieldRequired');
    if (values.content.trim() === '') missing.content = t('common:validation.fieldRequired');
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      setFormError(t('common:validation.requiredFields'));
      return;
    }
    setErrors({});
    setFormError(null);
    setSending(true);
    try {
      const answer = await postNotification({ owners, title: values.title.trim(), content: values.content });
      setValues(EMPTY);
      alert.success(t('send.done', { recipients: answer.data.recipients }));
    } catch (error) {
      const placed = placeErrors(fieldErrors(error), owners);
      setErrors(placed);
      const onAField = Object.values(placed).some(Boolean);
      setFormError(onAField ? null : formatErrorMessages(error, t).join('\n'));
    } finally {
      setSending(false);
    }
  };

  return { values, errors, formError, sending, change, submit };
}

import { Button, Checkbox, Form, Input, InputNumber } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../src/platform/api/apiClient';
import { fieldErrors } from '../../../src/platform/api/fieldErrors';
import { useAlert } from '../../../src/platform/alerts/useAlert';
import { formatBytes } from '../../../src/runtime/entity/files/FileSummary';
import type { ShareChoice } from './useShareChoices';

/** `YYYY-MM-DD` of a day `days` from today, in the reader's calendar. */
function dayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The instant a chosen expiry day ends, in the reader's time zone: a link lasts through that day. */
function endOfDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1, 23, 59, 59).toISOString();
}

interface Values {
  versionIds: number[];
  expiresOn: string;
  password?: string;
  maxDownloads?: number | null;
  note?: string;
}

/** What `POST /api/dm/share` answers: the share and its token, given only this once. */
export interface CreatedShare {
  id: number;
  token: string;
}

const FIELD_OF: Record<string, keyof Values> = {
  version_ids: 'versionIds',
  expires_at: 'expiresOn',
  password: 'password',
  max_downloads: 'maxDownloads',
  note: 'note',
};

/**
 * The share form: which versions (one document's versions, or several documents' current ones),
 * the expiry day (the person's own default, a week unless they changed it), an optional password and download limit, and a
 * message. The server checks every version against the user's access again.
 */
export function ShareForm({
  choices,
  shareDays,
  batch,
  locale,
  onCreated,
}: {
  choices: ShareChoice[];
  /** Days a new link lasts, from the person's own settings (dm.myFiles). */
  shareDays: number;
  batch: boolean;
  locale: string;
  onCreated: (share: CreatedShare) => void;
}) {
  const { t } = useTranslation();
  const alert = useAlert();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const initial: Values = {
    versionIds: choices.filter((c) => c.current).map((c) => c.versionId),
    expiresOn: dayFromToday(shareDays),
  };
  const submit = async (values: Values) => {
    setSaving(true);
    try {
      const answer = await api.post<{ data: CreatedShare }>('/api/dm/share', {
        version_ids: values.versionIds,
        expires_at: endOfDay(values.expiresOn),
        password: values.password || null,
        max_downloads: values.maxDownloads ?? null,
        note: values.note?.trim() || null,
      });
      onCreated(answer.data);
    } catch (thrown) {
      const errors = Object.entries(fieldErrors(thrown)).flatMap(([field, message]) =>
        FIELD_OF[field] && message ? [{ name: FIELD_OF[field], errors: [message] }] : [],
      );
      if (errors.length > 0) form.setFields(errors);
      else alert.error(thrown);
    } finally {
      setSaving(false);
    }
  };
  const optionLabel = (c: ShareChoice) => {
    const values = { name: c.name, number: c.number, size: formatBytes(c.size, locale) };
    const text = batch ? t('dm:share.fileOption', values) : t('dm:share.versionOption', values);
    return !batch && c.current ? `${text} (${t('dm:share.current')})` : text;
  };
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={(values) => void submit(values)}
      className="dm-share__form"
    >
      <Form.Item
        name="versionIds"
        label={batch ? t('dm:share.filesLegend') : t('dm:share.versionsLegend')}
        rules={[{ required: true, type: 'array', min: 1, message: t('dm:share.chooseOne') }]}
      >
        <Checkbox.Group
          className="dm-share__choices"
          options={choices.map((c) => ({ value: c.versionId, label: optionLabel(c) }))}
        />
      </Form.Item>
      <Form.Item name="expiresOn" label={t('dm:share.expires')} rules={[{ required: true }]}>
        <Input type="date" min={dayFromToday(0)} max={dayFromToday(365)} />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('dm:share.password')}
        extra={t('dm:share.passwordHelp')}
        rules={[{ min: 4, message: t('dm:share.passwordHelp') }]}
      >
        <Input.Password autoComplete="new-password" maxLength={200} />
      </Form.Item>
      <Form.Item name="maxDownloads" label={t('dm:share.maxDownloads')}>
        <InputNumber min={1} max={100000} precision={0} />
      </Form.Item>
      <Form.Item name="note" label={t('dm:share.note')}>
        <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('dm:share.create')}
      </Button>
    </Form>
  );
}

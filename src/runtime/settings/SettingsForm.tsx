import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  SettingsDescriptor,
  SettingsSection,
} from '../../../schemas/core/settings/settingsDescriptorSchema';
import { Button } from '../../widgets/Button';
import { FormError } from '../../widgets/FormError';
import { SettingsFieldControl } from './SettingsFieldControl';
import type { SettingsWidgetRegistry } from './SettingsWidget';
import type { SettingsDocumentState } from './useSettingsDocument';

interface SettingsFormProps {
  descriptor: SettingsDescriptor;
  doc: SettingsDocumentState;
  widgets: SettingsWidgetRegistry;
  canEdit: boolean;
  labelledBy: string;
}

/**
 * The form of a settings document: each section a fieldset (a group inside it a nested
 * one), under antd tabs when the sections name tabs; the save button for editors only.
 * Whoever may only view sees the same form disabled.
 */
export function SettingsForm({ descriptor, doc, widgets, canEdit, labelledBy }: SettingsFormProps) {
  const { t } = useTranslation('entity');
  const control = (name: string) => {
    const field = descriptor.fields[name];
    if (!field) return null;
    return (
      <SettingsFieldControl
        key={name}
        descriptor={descriptor}
        widgets={widgets}
        name={name}
        field={field}
        label={t(field.title)}
        hint={field.hint ? t(field.hint) : undefined}
        value={doc.draft[name]}
        onChange={(value) => doc.change(name, value)}
        error={doc.errors[name]}
        errors={doc.errors}
        extras={doc.extras}
        setError={doc.setError}
        disabled={!canEdit}
      />
    );
  };
  const section = (s: SettingsSection, i: number): ReactNode => (
    <fieldset key={i} disabled={!canEdit}>
      <legend>{t(s.title)}</legend>
      {s.fields.map((entry) =>
        typeof entry === 'string' ? (
          control(entry)
        ) : (
          <fieldset key={entry.title}>
            <legend>{t(entry.title)}</legend>
            {entry.fields.map((name) => (
              <div key={name}>{control(name)}</div>
            ))}
          </fieldset>
        ),
      )}
    </fieldset>
  );
  const tabs = [...new Set(descriptor.sections.flatMap((s) => (s.tab ? [s.tab] : [])))];
  return (
    <form onSubmit={doc.submit} noValidate aria-labelledby={labelledBy}>
      {!canEdit && <p className="settings-screen__read-only">{t('settingsDocument.readOnly')}</p>}
      <FormError message={doc.formError} />
      {tabs.length === 0 ? (
        descriptor.sections.map(section)
      ) : (
        <Tabs
          items={tabs.map((tab) => ({
            key: tab,
            label: t(tab),
            // Every tab stays rendered, so a message on a field of a hidden tab is not lost.
            forceRender: true,
            children: descriptor.sections.map((s, i) => (s.tab === tab ? section(s, i) : null)),
          }))}
        />
      )}
      {canEdit && (
        // Sticky at the bottom of the page: Save in view on a long settings document and on a phone.
        <div className="settings-form__actions">
          <Button color="primary" htmlType="submit" loading={doc.saving}>
            {t('common:action.save')}
          </Button>
        </div>
      )}
    </form>
  );
}

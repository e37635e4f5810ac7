import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsDescriptor } from '../../../schemas/core/settings/settingsDescriptorSchema';
import { SelectField } from '../../widgets/SelectField';
import { TextAreaField } from '../../widgets/TextAreaField';
import { TextField } from '../../widgets/TextField';
import { SettingCheckbox } from './SettingCheckbox';
import { SettingNumberField } from './SettingNumberField';
import type { SettingsWidgetProps, SettingsWidgetRegistry } from './SettingsWidget';

/**
 * The control of one settings field: the widget its descriptor names (from the app's
 * registry), else the plain control of its type: a checkbox, a number box, a choice, a date
 * box, a text box. Every control is labelled by the field's title, with its hint and error linked to it.
 */
export function SettingsFieldControl({
  descriptor,
  widgets,
  ...props
}: SettingsWidgetProps & { descriptor: SettingsDescriptor; widgets: SettingsWidgetRegistry }) {
  const { t } = useTranslation();
  const { name, field, label, hint, value, onChange, error } = props;
  if (field.widget) {
    const Widget = widgets[field.widget]?.render;
    if (!Widget) throw new Error(`settings ${descriptor.id}: no widget "${field.widget}" is registered`);
    return <Widget {...props} />;
  }
  const text = typeof value === 'string' ? value : String(value ?? '');
  switch (field.type) {
    case 'boolean':
      return <SettingCheckbox label={label} name={name} checked={value === true} onChange={onChange} />;
    case 'integer':
    case 'number':
    case 'decimal':
      return (
        <SettingNumberField
          label={label}
          hint={hint}
          name={name}
          value={text}
          onChange={onChange}
          error={error}
          min={field.minimum ?? Number.MIN_SAFE_INTEGER}
          max={field.maximum ?? Number.MAX_SAFE_INTEGER}
          step={field.type === 'integer' ? 1 : 'any'}
        />
      );
    case 'enum': {
      const settingsName = descriptor.id.slice(descriptor.module.length + 1);
      // The one select of the app (antd's), never marked required: a choice always has a value.
      return (
        <SelectField<string>
          label={label}
          hint={hint}
          value={text}
          options={(field.options ?? []).map((option) => ({
            value: option,
            label: t(`${descriptor.module}:options.${settingsName}.${name}.${option}`),
          }))}
          onChange={onChange}
          error={error}
          className="settings-field"
        />
      );
    }
    default: {
      // A long text gets a text area, any other a one-line box; the two take the same props.
      const box = { label, name, required: field.required, maxLength: field.maxLength, value: text, error };
      const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        onChange(event.target.value);
      return field.type === 'text' ? (
        <TextAreaField {...box} onChange={change} />
      ) : (
        <TextField {...box} type={field.type === 'date' ? 'date' : undefined} onChange={change} />
      );
    }
  }
}

import { useTranslation } from 'react-i18next';
import { useCachedList } from '../../platform/cache/useCachedList';
import type { DepartmentSummary } from '../../widgets/ownerOptions';
import { SelectField } from '../../widgets/SelectField';
import type { SettingsWidgetProps } from './SettingsWidget';

/**
 * `"widget": "department"` on a nullable integer field: one department chosen from the cached
 * list every signed-in user may read (its name and code, searchable), or none (cleared). A
 * report's department parameter uses it; the server checks the id like any integer, and the
 * report's rules decide what an unknown department means (no rows).
 * @example "department": { "type": "integer", "nullable": true, "default": null, "widget": "department", "title": "…" }
 */
export function DepartmentWidget({
  name,
  label,
  hint,
  value,
  onChange,
  error,
  disabled,
}: SettingsWidgetProps) {
  const { t } = useTranslation();
  const { items } = useCachedList<DepartmentSummary>('/api/sc/department/all');
  const chosen = typeof value === 'number' ? value : value ? Number(value) : null;
  return (
    <SelectField<number>
      label={label}
      hint={hint}
      className={`settings-field settings-field--${name}`}
      value={chosen}
      placeholder={t('entity:params.anyDepartment')}
      options={items.map((d) => ({ value: d.id, label: d.code ? `${d.name} (${d.code})` : d.name }))}
      onChange={onChange}
      onClear={() => onChange(null)}
      error={error}
      disabled={disabled}
    />
  );
}

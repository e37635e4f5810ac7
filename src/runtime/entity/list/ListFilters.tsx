import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import { DeferredSelectField } from '../../../widgets/DeferredSelectField';
import type { FilterValue } from '../data/ListQuery';
import { useReferenceOptions } from '../data/useReferenceOptions';
import { fieldOf, fieldTitle, optionLabel } from '../format/fieldLabels';
import type { DescriptorMap } from '../useEntityDescriptors';

// Date and number ranges need antd's pickers; loaded only by lists that filter on one.
const RangeFilter = lazy(() => import('./RangeFilter').then((m) => ({ default: m.RangeFilter })));

interface FilterProps {
  descriptor: EntityDescriptor;
  name: string;
  value: FilterValue | undefined;
  onChange: (value: FilterValue | undefined) => void;
  referenced: DescriptorMap;
}

interface Choice {
  value: string;
  label: string;
}

/** A labelled choice of one value, or of all (the empty value). */
function ChoiceFilter({
  label,
  choices,
  value,
  onChange,
}: {
  label: string;
  choices: Choice[];
  value: string;
  onChange: (value: string | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <DeferredSelectField<string>
      className="entity-filter"
      label={label}
      value={value}
      options={[{ value: '', label: t('entity:filter.all') }, ...choices]}
      onChange={(next) => onChange(next || undefined)}
    />
  );
}

function ReferenceFilter({ descriptor, name, value, onChange, referenced }: FilterProps) {
  const { t } = useTranslation();
  const target = referenced[fieldOf(descriptor, name)?.reference ?? ''];
  const { options } = useReferenceOptions(target);
  return (
    <ChoiceFilter
      label={fieldTitle(t, descriptor, name)}
      choices={[
        ...options.map((o) => ({ value: String(o.value), label: o.label })),
        { value: 'null', label: t('entity:filter.none') },
      ]}
      value={typeof value === 'string' ? value : ''}
      onChange={onChange}
    />
  );
}

function OneFilter(props: FilterProps) {
  const { t } = useTranslation();
  const { descriptor, name, value, onChange } = props;
  const field = fieldOf(descriptor, name);
  const label = fieldTitle(t, descriptor, name);
  switch (field?.type) {
    case 'reference':
    case 'references':
      return <ReferenceFilter {...props} />;
    case 'enum':
    case 'boolean':
      return (
        <ChoiceFilter
          label={label}
          choices={
            field.type === 'enum'
              ? (field.options ?? []).map((o) => ({ value: o, label: optionLabel(t, descriptor, name, o) }))
              : [
                  { value: 'true', label: t('entity:value.yes') },
                  { value: 'false', label: t('entity:value.no') },
                ]
          }
          value={typeof value === 'string' ? value : ''}
          onChange={onChange}
        />
      );
    case 'date':
    case 'datetime':
    case 'integer':
    case 'number':
    case 'decimal':
      return (
        <Suspense fallback={null}>
          <RangeFilter
            label={label}
            kind={field.type === 'date' || field.type === 'datetime' ? 'date' : 'number'}
            value={typeof value === 'object' ? value : {}}
            onChange={onChange}
          />
        </Suspense>
      );
    default:
      return null;
  }
}

/**
 * The descriptor's list filters: selects of translated options for enums and
 * booleans, pick lists for references, ranges for dates and numbers.
 */
export function ListFilters({
  descriptor,
  filters,
  onChange,
  referenced,
  hidden = [],
}: {
  descriptor: EntityDescriptor;
  filters: Readonly<Record<string, FilterValue>>;
  onChange: (field: string, value: FilterValue | undefined) => void;
  referenced: DescriptorMap;
  hidden?: readonly string[];
}) {
  const names = (descriptor.list.filters ?? []).filter((name) => !hidden.includes(name));
  if (names.length === 0) return null;
  return (
    <div className="entity-list__filters">
      {names.map((name) => (
        <OneFilter
          key={name}
          descriptor={descriptor}
          name={name}
          value={filters[name]}
          onChange={(value) => onChange(name, value)}
          referenced={referenced}
        />
      ))}
    </div>
  );
}

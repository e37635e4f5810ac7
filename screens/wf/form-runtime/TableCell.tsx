import { Checkbox, DatePicker, Input, InputNumber, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { TableColumn } from '../../../schemas/wf/formDefinition';
import { DEFAULT_SCALE } from '../../../schemas/wf/form/applyFormLogic';
import { type FormLanguage, localise } from '../../../schemas/wf/form/localise';
import { MoneyInput } from './MoneyInput';

export interface TableCellProps {
  column: TableColumn;
  lang: FormLanguage;
  id: string;
  value: unknown;
  /** The accessible name: the column and the row number. */
  label: string;
  /** The id of the cell's error message, when it has one. */
  errorId?: string | undefined;
  disabled: boolean;
  onChange: (value: unknown) => void;
}

/** One editable cell of a repeating table: the input that fits the column's type. */
export function TableCell({ column, lang, id, value, label, errorId, disabled, onChange }: TableCellProps) {
  const { t } = useTranslation('wf');
  const invalid = errorId !== undefined;
  const common = {
    id,
    'aria-label': label,
    'aria-describedby': errorId,
    'aria-invalid': invalid || undefined,
    'aria-required': column.required || undefined,
    disabled,
  };
  switch (column.type) {
    case 'number':
      return (
        <InputNumber<number>
          {...common}
          className="wf-table__number"
          value={typeof value === 'number' ? value : null}
          min={column.minimum}
          max={column.maximum}
          status={invalid ? 'error' : undefined}
          onChange={(next) => onChange(next ?? undefined)}
          style={{ width: '100%' }}
        />
      );
    case 'money':
      return (
        <MoneyInput
          {...common}
          value={value}
          scale={column.scale ?? DEFAULT_SCALE}
          invalid={invalid}
          onChange={(next) => onChange(next)}
        />
      );
    case 'date':
      return (
        <DatePicker
          {...common}
          value={typeof value === 'string' && value !== '' ? dayjs(value) : null}
          status={invalid ? 'error' : undefined}
          onChange={(next) => onChange(next ? next.format('YYYY-MM-DD') : undefined)}
          style={{ width: '100%' }}
        />
      );
    case 'select':
      return (
        <Select<string>
          {...common}
          value={typeof value === 'string' ? value : undefined}
          options={(column.options ?? []).map((o) => ({ value: o.value, label: localise(o.label, lang) }))}
          allowClear={!column.required}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('form.view.choose')}
          status={invalid ? 'error' : undefined}
          popupMatchSelectWidth={false}
          onChange={(next) => onChange(next ?? undefined)}
          style={{ width: '100%', minWidth: 120 }}
        />
      );
    case 'checkbox':
      return (
        <Checkbox {...common} checked={value === true} onChange={(event) => onChange(event.target.checked)} />
      );
    default:
      return (
        <Input
          {...common}
          value={typeof value === 'string' ? value : ''}
          maxLength={column.maxLength}
          status={invalid ? 'error' : undefined}
          onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        />
      );
  }
}

import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { localise } from '../../../schemas/wf/form/localise';
import { fieldOf, type WfFieldProps } from './WfFormContext';

type Range = { start?: string; end?: string };

/**
 * A date range (rjsf `ui:field`): a start and an end date, each its own labelled picker inside a
 * group named by the field, stored as `{start, end}` (`YYYY-MM-DD`). The end cannot be picked
 * before the start; the check says so when typed.
 */
export function DateRangeField({
  name,
  formData,
  onChange,
  fieldPathId,
  disabled,
  readonly,
  rawErrors,
  required,
  registry,
}: WfFieldProps) {
  const { t } = useTranslation('wf');
  const field = fieldOf(registry.formContext, name);
  const id = fieldPathId.$id;
  const range: Range = typeof formData === 'object' && formData !== null ? (formData as Range) : {};
  const invalid = (rawErrors?.length ?? 0) > 0;
  const set = (end: 'start' | 'end', value: string | undefined) => {
    const next: Range = { ...range };
    if (value) next[end] = value;
    else delete next[end];
    onChange(next.start || next.end ? next : undefined, fieldPathId.path);
  };
  const picker = (end: 'start' | 'end') => (
    <label className="wf-range__end" htmlFor={`${id}_${end}`}>
      <span className="wf-range__label">{t(`form.view.${end}`)}</span>
      <DatePicker
        id={`${id}_${end}`}
        value={range[end] ? dayjs(range[end]) : null}
        disabled={disabled || readonly}
        status={invalid ? 'error' : undefined}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        aria-describedby={`${id}__error ${id}__description`}
        disabledDate={
          end === 'end' && range.start
            ? (day) => day.format('YYYY-MM-DD') < (range.start as string)
            : end === 'start' && range.end
              ? (day) => day.format('YYYY-MM-DD') > (range.end as string)
              : undefined
        }
        onChange={(day) => set(end, day ? day.format('YYYY-MM-DD') : undefined)}
        style={{ width: '100%' }}
      />
    </label>
  );
  return (
    <fieldset className="wf-range" id={id}>
      <legend className="wf-range__legend">
        {field ? localise(field.label, registry.formContext.lang) : name}
        {required && (
          <span className="wf-form__required" aria-hidden="true">
            *
          </span>
        )}
      </legend>
      <div className="wf-range__ends">
        {picker('start')}
        {picker('end')}
      </div>
    </fieldset>
  );
}

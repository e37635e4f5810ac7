import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FORM_LIMITS } from '../../../schemas/wf/form/toJsonSchema';
import { localise } from '../../../schemas/wf/form/localise';
import type { TableColumn } from '../../../schemas/wf/formDefinition';
import { TableCell } from './TableCell';
import { fieldOf, type WfFieldProps, type WfValues } from './WfFormContext';
import { errorsAt } from './wfErrorSchema';

type Row = Record<string, unknown>;

/** A new row: each column's default, an unticked box false. */
function newRow(columns: readonly TableColumn[]): Row {
  const row: Row = {};
  for (const column of columns) {
    if (column.default !== undefined)
      row[column.key] = column.type === 'money' ? String(column.default) : column.default;
    else if (column.type === 'checkbox') row[column.key] = false;
  }
  return row;
}

/**
 * A repeating table (rjsf `ui:field`): a row per item with a cell per column, added and removed
 * with buttons that say which row; each cell is named by its column and row for screen readers,
 * its error under it and tied to it. A new row takes the focus at its first cell; the change is
 * announced. Rows stay between the table's minimum and maximum.
 */
export function TableField({
  name,
  formData,
  onChange,
  fieldPathId,
  errorSchema,
  disabled,
  readonly,
  registry,
}: WfFieldProps) {
  const { t } = useTranslation('wf');
  const context = registry.formContext;
  const field = fieldOf(context, name);
  const [announcement, setAnnouncement] = useState('');
  if (!field) return null;
  const lang = context.lang;
  const columns = field.columns ?? [];
  const rows: Row[] = Array.isArray(formData) ? (formData as Row[]) : [];
  const id = fieldPathId.$id;
  const max = field.maxRows ?? FORM_LIMITS.tableMaxRows;
  const min = field.minRows ?? 0;
  const busy = Boolean(disabled || readonly);
  const title = localise(field.label, lang);
  const cellId = (row: number, column: string) => `${id}_${row}_${column}`;

  const change = (next: Row[]) =>
    onChange(next.length > 0 ? (next as unknown as WfValues) : undefined, fieldPathId.path);
  const setCell = (index: number, key: string, value: unknown) =>
    change(rows.map((row, i) => (i === index ? { ...row, [key]: value } : row)));
  const add = () => {
    change([...rows, newRow(columns)]);
    setAnnouncement(t('form.view.rowAdded', { row: rows.length + 1 }));
    const first = columns[0];
    // The new row's first cell takes the focus once it is drawn.
    if (first) setTimeout(() => document.getElementById(cellId(rows.length, first.key))?.focus(), 0);
  };
  const remove = (index: number) => {
    change(rows.filter((_, i) => i !== index));
    setAnnouncement(t('form.view.rowRemoved', { row: index + 1 }));
    setTimeout(() => document.getElementById(`${id}__add`)?.focus(), 0);
  };

  return (
    <fieldset className="wf-table">
      <legend className="wf-table__title">
        {title}
        {field.required && (
          <span className="wf-form__required" aria-hidden="true">
            *
          </span>
        )}
      </legend>
      <div className="wf-table__scroll">
        <table className="wf-table__table">
          <thead>
            <tr>
              <th scope="col" className="wf-table__no">
                {t('form.view.rowNumber')}
              </th>
              {columns.map((column) => (
                <th
                  scope="col"
                  key={column.key}
                  className={
                    column.type === 'money' || column.type === 'number' ? 'wf-table__figure' : undefined
                  }
                >
                  {localise(column.label, lang)}
                  {column.required && (
                    <span className="wf-form__required" aria-hidden="true">
                      *
                    </span>
                  )}
                </th>
              ))}
              <th scope="col">
                <span className="wf-form__sr-only">{t('form.view.rowActions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={columns.length + 2} className="wf-table__empty">
                  {t('form.view.noRows')}
                </td>
              </tr>
            )}
            {rows.map((row, index) => (
              // Rows have no identity of their own: the position is what the user and the errors name.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              <tr key={index} data-testid="wf-table-row">
                <th scope="row" className="wf-table__no">
                  {index + 1}
                </th>
                {columns.map((column) => {
                  const errors = errorsAt(errorSchema, index, column.key);
                  const errorId = errors.length > 0 ? `${cellId(index, column.key)}__error` : undefined;
                  return (
                    <td key={column.key}>
                      <TableCell
                        column={column}
                        lang={lang}
                        id={cellId(index, column.key)}
                        value={row[column.key]}
                        label={t('form.view.cell', { column: localise(column.label, lang), row: index + 1 })}
                        errorId={errorId}
                        disabled={busy}
                        onChange={(value) => setCell(index, column.key, value)}
                      />
                      {errorId && (
                        <div id={errorId} className="wf-table__error">
                          {errors.join(' ')}
                        </div>
                      )}
                    </td>
                  );
                })}
                <td className="wf-table__actions">
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined aria-hidden="true" />}
                    aria-label={t('form.view.removeRow', { row: index + 1 })}
                    disabled={busy || rows.length <= min}
                    onClick={() => remove(index)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Button
        id={`${id}__add`}
        icon={<PlusOutlined aria-hidden="true" />}
        disabled={busy || rows.length >= max}
        onClick={add}
      >
        {t('form.view.addRow')}
      </Button>
      <span className="wf-form__sr-only" aria-live="polite">
        {announcement}
      </span>
    </fieldset>
  );
}

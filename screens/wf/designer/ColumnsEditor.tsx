import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { TABLE_COLUMN_TYPES, type TableColumn } from '../../../schemas/wf/formDefinition';
import { SelectField } from '../../../src/widgets/SelectField';
import { CheckInput, TextInput } from './DesignerInputs';
import { type FormDesignAction, uniqueKey } from './designerReducer';
import { LocalisedTextInputs } from './LocalisedTextInputs';
import { OptionsEditor } from './OptionsEditor';
import { useLocalisedTexts } from './useLocalisedTexts';

type ColumnType = (typeof TABLE_COLUMN_TYPES)[number];

/**
 * The columns of a repeating table: key (renaming it follows into the formulas that sum it),
 * type, label in four languages, required, and the choices of a select column.
 * @example <ColumnsEditor index={3} columns={field.columns ?? []} errors={errors} dispatch={dispatch} />
 */
export function ColumnsEditor({
  index,
  columns,
  errors,
  dispatch,
}: {
  /** The table field's place in the form. */
  index: number;
  columns: readonly TableColumn[];
  errors: Readonly<Record<string, string[]>>;
  dispatch: (action: FormDesignAction) => void;
}) {
  const { t } = useTranslation('wf');
  const texts = useLocalisedTexts();
  const path = `form.fields.${index}.columns`;
  const set = (next: TableColumn[]) => dispatch({ type: 'updateField', index, patch: { columns: next } });
  const replace = (i: number, next: TableColumn) => set(columns.map((c, j) => (j === i ? next : c)));
  return (
    <fieldset className="wf-designer__group">
      <legend>{t('designer.field.columns')}</legend>
      {errors[path]?.[0] && <div className="atrium-field__error">{errors[path]?.[0]}</div>}
      {columns.map((column, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a column's key is being typed; its place is who it is
        <fieldset key={i} className="wf-designer__item">
          <legend>{t('designer.field.column', { n: i + 1 })}</legend>
          <TextInput
            label={t('designer.field.key')}
            value={column.key}
            required
            monospace
            maxLength={63}
            error={errors[`${path}.${i}.key`]?.[0]}
            onChange={(key) => dispatch({ type: 'renameColumn', index, column: i, key })}
          />
          <SelectField<ColumnType>
            label={t('designer.field.columnType')}
            value={column.type}
            error={errors[`${path}.${i}.type`]?.[0]}
            options={TABLE_COLUMN_TYPES.map((type) => ({ value: type, label: t(`designer.types.${type}`) }))}
            onChange={(type) => {
              const { options, ...rest } = column;
              replace(
                i,
                type === 'select'
                  ? {
                      ...rest,
                      type,
                      options: options ?? [
                        { value: 'option1', label: texts('designer.field.defaultOption', { n: 1 }) },
                      ],
                    }
                  : { ...rest, type },
              );
            }}
          />
          <LocalisedTextInputs
            legend={t('designer.field.label')}
            value={column.label}
            path={`${path}.${i}.label`}
            errors={errors}
            onChange={(label) => label && replace(i, { ...column, label })}
          />
          <CheckInput
            label={t('designer.field.required')}
            checked={column.required ?? false}
            onChange={(required) => {
              const { required: _was, ...rest } = column;
              replace(i, required ? { ...rest, required } : rest);
            }}
          />
          {column.type === 'select' && (
            <OptionsEditor
              options={column.options ?? []}
              path={`${path}.${i}.options`}
              errors={errors}
              onChange={(options) => replace(i, { ...column, options })}
            />
          )}
          <Button disabled={columns.length <= 1} onClick={() => set(columns.filter((_, j) => j !== i))}>
            {t('designer.field.removeColumn', { n: i + 1 })}
          </Button>
        </fieldset>
      ))}
      <Button
        disabled={columns.length >= 20}
        onClick={() =>
          set([
            ...columns,
            {
              key: uniqueKey('column', new Set(columns.map((c) => c.key))),
              type: 'text',
              label: texts('designer.field.defaultColumn', { n: columns.length + 1 }),
            },
          ])
        }
      >
        {t('designer.field.addColumn')}
      </Button>
    </fieldset>
  );
}

import { Button } from 'antd';
import { type DragEvent, Fragment, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormDefinition } from '../../../schemas/wf/formDefinition';
import { formLanguage, localise } from '../../../schemas/wf/form/localise';
import { defaultSpan } from '../../../schemas/wf/form/toUiSchema';
import { SelectField } from '../../../src/widgets/SelectField';
import type { FormDesignAction } from './designerReducer';

const DRAG_TYPE = 'application/x-atrium-field';

/** Whether any error is about a field (`form.fields.3` or under it). */
function hasErrorsUnder(errors: Readonly<Record<string, string[]>>, prefix: string): boolean {
  return Object.keys(errors).some((path) => path === prefix || path.startsWith(`${prefix}.`));
}

/**
 * The form being designed: its fields in order, laid out as on a desk (half or whole rows), each
 * with its type, key and marks (required, conditional, needs attention). A field is selected by
 * its name, moved by dragging or with its arrow buttons, and removed with its cross; the title
 * field (what names an application) is chosen below, unless `titleField` is false.
 * @example <FormCanvas form={state.form} selected={state.selectedField} errors={errors} dispatch={dispatch} />
 */
export function FormCanvas({
  form,
  selected,
  errors,
  dispatch,
  titleField = true,
}: {
  form: FormDefinition;
  selected: number | null;
  errors: Readonly<Record<string, string[]>>;
  dispatch: (action: FormDesignAction) => void;
  titleField?: boolean | undefined;
}) {
  const { t, i18n } = useTranslation('wf');
  const lang = formLanguage(i18n.language);
  const titleId = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const count = form.fields.length;

  const drop = (event: DragEvent, to: number) => {
    event.preventDefault();
    const from = Number(event.dataTransfer.getData(DRAG_TYPE));
    setDragging(null);
    setOver(null);
    if (Number.isInteger(from)) dispatch({ type: 'moveField', from, to });
  };

  return (
    <section className="wf-designer__pane wf-designer__canvas" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('designer.canvas.title')}</h2>
      {count === 0 ? (
        <p className="wf-designer__empty">{t('designer.canvas.empty')}</p>
      ) : (
        <>
          <p id={hintId} className="wf-designer__hint">
            {t('designer.canvas.dragHint')}
          </p>
          <ol className="wf-designer__fields" aria-labelledby={titleId} aria-describedby={hintId}>
            {form.fields.map((field, index) => {
              const label = localise(field.label, lang) || field.key;
              const span = field.span ?? defaultSpan(field);
              const broken = hasErrorsUnder(errors, `form.fields.${index}`);
              const classes = [
                'wf-designer__field',
                `wf-designer__field--${span}`,
                field.type === 'heading' ? 'wf-designer__field--heading' : '',
                selected === index ? 'wf-designer__field--selected' : '',
                broken ? 'wf-designer__field--broken' : '',
                dragging === index ? 'wf-designer__field--dragging' : '',
                over === index && dragging !== index ? 'wf-designer__field--over' : '',
              ];
              const marks = [
                field.required ? t('designer.canvas.required') : '',
                field.showWhen ? t('designer.canvas.conditional') : '',
                broken ? t('designer.canvas.needsAttention') : '',
              ].filter(Boolean);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: fields are stateless cards; a key being typed is no identity
                <Fragment key={index}>
                  <li
                    className={classes.filter(Boolean).join(' ')}
                    draggable
                    data-field-key={field.key}
                    onDragStart={(event) => {
                      event.dataTransfer.setData(DRAG_TYPE, String(index));
                      event.dataTransfer.effectAllowed = 'move';
                      setDragging(index);
                    }}
                    onDragEnd={() => {
                      setDragging(null);
                      setOver(null);
                    }}
                    onDragOver={(event) => {
                      if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
                      event.preventDefault();
                      event.dataTransfer.dropEffect = 'move';
                      setOver(index);
                    }}
                    onDrop={(event) => drop(event, index)}
                  >
                    <button
                      type="button"
                      className="wf-designer__field-select"
                      aria-pressed={selected === index}
                      onClick={() => dispatch({ type: 'selectField', index })}
                    >
                      <span className="wf-designer__field-label">{label}</span>
                      <span className="wf-designer__field-meta">
                        {t(`designer.types.${field.type}`)} · <code>{field.key}</code>
                        {marks.length > 0 && ` · ${marks.join(' · ')}`}
                      </span>
                    </button>
                    <span className="wf-designer__field-actions">
                      <Button
                        size="small"
                        aria-label={t('designer.canvas.moveUp', { label })}
                        disabled={index === 0}
                        onClick={() => dispatch({ type: 'moveField', from: index, to: index - 1 })}
                      >
                        ↑
                      </Button>
                      <Button
                        size="small"
                        aria-label={t('designer.canvas.moveDown', { label })}
                        disabled={index === count - 1}
                        onClick={() => dispatch({ type: 'moveField', from: index, to: index + 1 })}
                      >
                        ↓
                      </Button>
                      <Button
                        size="small"
                        danger
                        aria-label={t('designer.canvas.remove', { label })}
                        onClick={() => dispatch({ type: 'removeField', index })}
                      >
                        ✕
                      </Button>
                    </span>
                  </li>
                </Fragment>
              );
            })}
          </ol>
        </>
      )}
      {titleField && (
        <SelectField<string>
          label={t('designer.canvas.titleField')}
          hint={t('designer.canvas.titleFieldHint')}
          value={form.titleField ?? ''}
          error={errors['form.titleField']?.[0]}
          options={[
            { value: '', label: t('designer.canvas.titleFieldNone') },
            ...form.fields
              .filter((f) => f.type !== 'heading' && f.type !== 'table' && f.type !== 'file')
              .map((f) => ({ value: f.key, label: `${localise(f.label, lang) || f.key} (${f.key})` })),
          ]}
          onChange={(key) => dispatch({ type: 'setTitleField', key: key === '' ? undefined : key })}
        />
      )}
    </section>
  );
}

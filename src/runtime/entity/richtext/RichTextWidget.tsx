import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityWidgetProps } from '../form/widgets/EntityFormContext';

// tiptap and ProseMirror (~100 kB gzip) load only with a form that has an html field.
const RichTextEditor = lazy(() => import('./RichTextEditor'));

/**
 * The form widget of `html` fields: the rich-text editor, loaded on demand. Changes reach
 * the form debounced by 300 ms; the form takes held-back ones when it saves
 * (`formContext.pending`), and the editor delivers them on blur.
 */
export function RichTextWidget({
  id,
  name,
  label,
  value,
  disabled,
  readonly,
  registry,
  onChange,
  onBlur,
}: EntityWidgetProps) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<div className="rich-text rich-text--loading">{t('common:loading')}</div>}>
      <RichTextEditor
        id={id}
        name={name}
        label={label}
        value={typeof value === 'string' ? value : ''}
        disabled={Boolean(disabled || readonly)}
        // An emptied editor clears the field (undefined), as an emptied text box does.
        onChange={(html) => onChange(html === '' ? undefined : html)}
        onBlur={() => onBlur(id, value)}
        pending={registry.formContext?.pending}
      />
    </Suspense>
  );
}

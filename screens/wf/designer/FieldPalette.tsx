import { Button } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FORM_FIELD_TYPES, type FormFieldType } from '../../../schemas/wf/formDefinition';

/**
 * The field types an administrator adds to the form, one button each, in the contract's order
 * (schemas/wf/formDefinition.ts FORM_FIELD_TYPES), or only `types` where a form takes fewer.
 * @example <FieldPalette onAdd={(type) => dispatch({ type: 'addField', fieldType: type, texts })} />
 */
export function FieldPalette({
  onAdd,
  types = FORM_FIELD_TYPES,
}: {
  onAdd: (type: FormFieldType) => void;
  types?: readonly FormFieldType[] | undefined;
}) {
  const { t } = useTranslation('wf');
  const titleId = useId();
  const hintId = useId();
  return (
    <section className="wf-designer__pane wf-designer__palette" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('designer.palette.title')}</h2>
      <p id={hintId} className="wf-designer__hint">
        {t('designer.palette.hint')}
      </p>
      <ul className="wf-designer__palette-list" aria-describedby={hintId}>
        {types.map((type) => (
          <li key={type}>
            <Button block onClick={() => onAdd(type)} data-field-type={type}>
              {t(`designer.types.${type}`)}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

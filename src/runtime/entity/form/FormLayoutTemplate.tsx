import { getUiOptions, type ObjectFieldTemplateProps } from '@rjsf/utils';
import type { ReactElement } from 'react';
import type { FormLayout } from './formLayout';

function Cells({
  names,
  content,
  spans,
}: {
  names: readonly string[];
  content: ReadonlyMap<string, ReactElement>;
  spans: FormLayout['spans'];
}) {
  return (
    <div className="entity-form__grid">
      {names.map((name) => (
        <div
          key={name}
          className={`entity-form__cell entity-form__cell--${spans[name] ?? 'full'}`}
          data-field={name}
        >
          {content.get(name)}
        </div>
      ))}
    </div>
  );
}

/**
 * rjsf's object template for the entity form: the fields in the sections of
 * `ui:options.layout` (buildFormSchema), each a titled group, in a grid of one column that
 * becomes two on a wide form (entityForm.css), where a `full` field takes the whole row.
 * Objects without a layout (none in entity forms today) get every field on its own row.
 * @example <Form templates={{ ObjectFieldTemplate: FormLayoutTemplate }} uiSchema={buildFormSchema(lead, t).uiSchema} … />
 */
export function FormLayoutTemplate({ properties, uiSchema }: ObjectFieldTemplateProps) {
  const layout = getUiOptions(uiSchema).layout as FormLayout | undefined;
  const content = new Map(properties.filter((p) => !p.hidden).map((p) => [p.name, p.content]));
  const placed = new Set(layout?.sections.flatMap((section) => section.fields));
  // What the layout does not name (not expected: it is built from the same fields) is still shown.
  const rest = [...content.keys()].filter((name) => !placed.has(name));
  const sections = [...(layout?.sections ?? []), ...(rest.length > 0 ? [{ title: null, fields: rest }] : [])];
  const spans = layout?.spans ?? {};
  return (
    <div className="entity-form__layout">
      {sections.map((section, i) => {
        const names = section.fields.filter((name) => content.has(name));
        if (names.length === 0) return null;
        // The untitled group (fields no section names) comes last and has nothing else to be known by.
        const key = section.title ?? `untitled-${i}`;
        return section.title ? (
          <fieldset key={key} className="entity-form__section">
            <legend className="entity-form__section-title">{section.title}</legend>
            <Cells names={names} content={content} spans={spans} />
          </fieldset>
        ) : (
          <div key={key} className="entity-form__section">
            <Cells names={names} content={content} spans={spans} />
          </div>
        );
      })}
    </div>
  );
}

import { PaperClipOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFormLogic } from '../../../schemas/wf/form/applyFormLogic';
import { type FormLanguage, localise } from '../../../schemas/wf/form/localise';
import { normaliseFormValues } from '../../../schemas/wf/form/normaliseFormValues';
import { defaultSpan } from '../../../schemas/wf/form/toUiSchema';
import type { FormDefinition, FormField } from '../../../schemas/wf/formDefinition';
import { localeTag } from '../../../src/platform/i18n/languages';
import { formatWfFormValue, type WfValueWords } from './formatWfFormValue';
import { useNameLookups } from './useNameLookups';
import type { WfFileSummary } from './WfFormContext';

export interface WfFormReadOnlyProps {
  form: FormDefinition;
  values: Record<string, unknown>;
  lang: FormLanguage;
  files: ReadonlyMap<number, WfFileSummary>;
  onOpenFile?: ((file: WfFileSummary) => void) | undefined;
  idPrefix: string;
}

type Section = { key: string; title: string | null; fields: FormField[] };

function TableValue({
  field,
  rows,
  words,
  id,
}: {
  field: FormField;
  rows: unknown;
  words: WfValueWords;
  id: string;
}) {
  const list = Array.isArray(rows) ? (rows as Array<Record<string, unknown>>) : [];
  const columns = field.columns ?? [];
  if (list.length === 0) return <>{words.t('form.view.empty')}</>;
  return (
    <div className="wf-table__scroll">
      <table className="wf-table__table wf-readonly__table" aria-labelledby={id}>
        <thead>
          <tr>
            <th scope="col" className="wf-table__no">
              {words.t('form.view.rowNumber')}
            </th>
            {columns.map((c) => (
              <th
                key={c.key}
                scope="col"
                className={c.type === 'money' || c.type === 'number' ? 'wf-table__figure' : undefined}
              >
                {localise(c.label, words.lang)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {list.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a stored row is known by its position.
            <tr key={index}>
              <th scope="row" className="wf-table__no">
                {index + 1}
              </th>
              {columns.map((c) => (
                <td
                  key={c.key}
                  className={c.type === 'money' || c.type === 'number' ? 'wf-table__figure' : undefined}
                >
                  {formatWfFormValue(c, row?.[c.key], words)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * An application's values read back (the instance screen, the print view): each shown field's
 * label and its value in words, sections under the form's headings, tables as tables, files by
 * name (opened through `onOpenFile`). Plain text, not greyed-out inputs: it reads well, prints
 * well and a screen reader hears label then value.
 */
export function WfFormReadOnly({ form, values, lang, files, onOpenFile, idPrefix }: WfFormReadOnlyProps) {
  const { t, i18n } = useTranslation('wf');
  const names = useNameLookups(form);
  const logic = useMemo(() => applyFormLogic(form, normaliseFormValues(form, values)), [form, values]);
  const words: WfValueWords = {
    lang,
    locale: localeTag(i18n.language),
    t: (key, v) => t(key, v),
    users: names.users,
    departments: names.departments,
    files,
  };
  const sections: Section[] = [{ key: 'start', title: null, fields: [] }];
  for (const field of form.fields) {
    if (logic.hidden.has(field.key)) continue;
    if (field.type === 'heading')
      sections.push({ key: field.key, title: localise(field.label, lang), fields: [] });
    else sections.at(-1)!.fields.push(field);
  }
  const value = (field: FormField, labelId: string) => {
    const v = logic.values[field.key];
    if (field.type === 'table') return <TableValue field={field} rows={v} words={words} id={labelId} />;
    if (field.type === 'file' && Array.isArray(v) && v.length > 0)
      return (
        <ul className="wf-readonly__files">
          {v.map((fileId) => {
            const file = typeof fileId === 'number' ? files.get(fileId) : undefined;
            const name = file?.name ?? `#${String(fileId)}`;
            return (
              <li key={String(fileId)}>
                {file && onOpenFile ? (
                  <Button
                    type="link"
                    icon={<PaperClipOutlined aria-hidden="true" />}
                    onClick={() => onOpenFile(file)}
                  >
                    {name}
                  </Button>
                ) : (
                  <>
                    <PaperClipOutlined aria-hidden="true" /> {name}
                  </>
                )}
              </li>
            );
          })}
        </ul>
      );
    return formatWfFormValue(field, v, words);
  };
  return (
    <div className="wf-form wf-readonly">
      {sections
        .filter((s) => s.fields.length > 0)
        .map((section) => {
          const headingId = `${idPrefix}_${section.key}__heading`;
          const grid = (
            <dl key="grid" className="wf-readonly__grid">
              {section.fields.map((field) => {
                const labelId = `${idPrefix}_${field.key}__label`;
                const span = field.span ?? defaultSpan(field);
                return (
                  <div
                    key={field.key}
                    className={`wf-readonly__item wf-readonly__item--${span}`}
                    data-field={field.key}
                  >
                    <dt id={labelId} className="wf-readonly__label">
                      {localise(field.label, lang)}
                    </dt>
                    <dd className={`wf-readonly__value wf-readonly__value--${field.type}`}>
                      {value(field, labelId)}
                    </dd>
                  </div>
                );
              })}
            </dl>
          );
          return section.title ? (
            <section key={section.key} className="wf-readonly__section" aria-labelledby={headingId}>
              <h3 id={headingId} className="wf-readonly__heading">
                {section.title}
              </h3>
              {grid}
            </section>
          ) : (
            <div key={section.key} className="wf-readonly__section">
              {grid}
            </div>
          );
        })}
    </div>
  );
}

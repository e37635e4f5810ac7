import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  HolderOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityDescriptor, LinesDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { localeTag } from '../../../platform/i18n/languages';
import { fieldOf, fieldTitle } from '../format/fieldLabels';
import { formatFieldValue } from '../format/formatFieldValue';
import type { DescriptorMap } from '../useEntityDescriptors';
import { LineCell } from './LineCell';
import { LinesTable } from './LinesTable';
import { type LineDraft, lineAmount, linesTotal, moveLine, newDraft } from './lineItems';
import './entityLines.css';

export interface LinesEditorProps {
  descriptor: EntityDescriptor;
  child: EntityDescriptor;
  referenced: DescriptorMap;
  drafts: readonly LineDraft[];
  onChange: (drafts: LineDraft[]) => void;
  /** The server's errors by line position and field (`-1` holds the document's own). */
  errors: ReadonlyMap<number, Record<string, string>>;
  disabled: boolean;
}

/**
 * A document's lines edited inline: a cell per edited column, derived columns read-only
 * (the live amount where the descriptor defines one), add, remove, and reorder by dragging
 * a row or with its move buttons. The live total is for display; the server's is the truth.
 */
export function LinesEditor({
  descriptor,
  child,
  referenced,
  drafts,
  onChange,
  errors,
  disabled,
}: LinesEditorProps) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const locale = localeTag(language);
  const lines = descriptor.lines as LinesDescriptor;
  const [dragging, setDragging] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const headingId = `lines-${descriptor.id}`;
  const max = lines.maxItems ?? 1000;

  const setValue = (index: number, name: string, value: unknown) =>
    onChange(drafts.map((d, i) => (i === index ? { ...d, values: { ...d.values, [name]: value } } : d)));
  const move = (from: number, to: number) => {
    if (to < 0 || to >= drafts.length) return;
    onChange(moveLine(drafts, from, to));
    setAnnouncement(t('entity:lines.moved', { from: from + 1, to: to + 1 }));
    // The moved row's button keeps the focus, so the keyboard user can move it again.
    setTimeout(() => {
      document.getElementById(`${headingId}-${to}-${to > from ? 'down' : 'up'}`)?.focus();
    }, 0);
  };
  const remove = (index: number) => {
    onChange(drafts.filter((_, i) => i !== index));
    setAnnouncement(t('entity:lines.removed', { line: index + 1 }));
  };
  // Amounts are computed in decimal; only the already rounded result becomes a number, to be formatted.
  const format = (name: string, values: Record<string, unknown>) =>
    formatFieldValue(child, name, values, t, locale);
  const amountText = (values: Record<string, unknown>) => {
    const amount = lineAmount(child, lines, values);
    return amount === null ? '' : format(lines.amount!.field, { [lines.amount!.field]: amount.toNumber() });
  };
  const documentError = errors.get(-1)?.lines;

  return (
    <section className="entity-lines" aria-labelledby={headingId}>
      <h2 id={headingId} className="entity-lines__title">
        {t(lines.title)}
      </h2>
      {documentError && (
        <div role="alert" className="entity-lines__document-error">
          {documentError}
        </div>
      )}
      <LinesTable child={child} columns={lines.columns} empty={drafts.length === 0} editing>
        {drafts.map((draft, index) => {
          const n = index + 1;
          const lineErrors = errors.get(index) ?? {};
          return (
            <tr
              key={draft.key}
              data-testid="line-row"
              className={dragging === index ? 'entity-lines__row--dragging' : undefined}
              onDragOver={(event) => {
                if (dragging !== null) event.preventDefault();
              }}
              onDrop={(event) => {
                event.preventDefault();
                if (dragging !== null) move(dragging, index);
                setDragging(null);
              }}
            >
              <th scope="row" className="entity-lines__no">
                <span
                  className="entity-lines__handle"
                  draggable={!disabled}
                  title={t('entity:lines.drag')}
                  aria-hidden="true"
                  onDragStart={(event) => {
                    event.dataTransfer.effectAllowed = 'move';
                    event.dataTransfer.setData('text/plain', String(index));
                    setDragging(index);
                  }}
                  onDragEnd={() => setDragging(null)}
                >
                  <HolderOutlined />
                </span>
                {n}
              </th>
              {lines.columns.map((name) => {
                const field = fieldOf(child, name);
                const error = lineErrors[name];
                const errorId = error ? `${headingId}-${index}-${name}-error` : undefined;
                const label = t('entity:lines.cell', { field: fieldTitle(t, child, name), line: n });
                return (
                  <td key={name} className={field?.readOnly ? 'entity-lines__derived' : undefined}>
                    {field?.readOnly ? (
                      <output aria-label={label}>
                        {name === lines.amount?.field ? amountText(draft.values) : format(name, draft.values)}
                      </output>
                    ) : (
                      <LineCell
                        child={child}
                        referenced={referenced}
                        name={name}
                        value={draft.values[name]}
                        label={label}
                        errorId={errorId}
                        disabled={disabled}
                        onChange={(value) => setValue(index, name, value)}
                      />
                    )}
                    {error && (
                      <div id={errorId} className="entity-lines__error">
                        {error}
                      </div>
                    )}
                  </td>
                );
              })}
              <td className="entity-lines__actions">
                <Space size={2}>
                  <Button
                    id={`${headingId}-${index}-up`}
                    size="small"
                    type="text"
                    icon={<ArrowUpOutlined aria-hidden="true" />}
                    aria-label={t('entity:lines.moveUp', { line: n })}
                    disabled={disabled || index === 0}
                    onClick={() => move(index, index - 1)}
                  />
                  <Button
                    id={`${headingId}-${index}-down`}
                    size="small"
                    type="text"
                    icon={<ArrowDownOutlined aria-hidden="true" />}
                    aria-label={t('entity:lines.moveDown', { line: n })}
                    disabled={disabled || index === drafts.length - 1}
                    onClick={() => move(index, index + 1)}
                  />
                  <Button
                    size="small"
                    type="text"
                    danger
                    icon={<DeleteOutlined aria-hidden="true" />}
                    aria-label={t('entity:lines.remove', { line: n })}
                    disabled={disabled || drafts.length <= (lines.minItems ?? 0)}
                    onClick={() => remove(index)}
                  />
                </Space>
              </td>
            </tr>
          );
        })}
      </LinesTable>
      <div className="entity-lines__footer">
        <Button
          icon={<PlusOutlined aria-hidden="true" />}
          disabled={disabled || drafts.length >= max}
          onClick={() => {
            onChange([...drafts, newDraft(child, lines)]);
            setAnnouncement(t('entity:lines.added', { line: drafts.length + 1 }));
          }}
        >
          {t('entity:lines.add')}
        </Button>
        {lines.amount && (
          <dl className="entity-lines__total">
            <dt>{t(lines.amount.totalTitle)}</dt>
            <dd data-testid="lines-total">
              {format(lines.amount.field, {
                [lines.amount.field]: linesTotal(child, lines, drafts).toNumber(),
              })}
            </dd>
          </dl>
        )}
      </div>
      {lines.amount && <p className="entity-lines__note">{t('entity:lines.estimate')}</p>}
      <div className="entity-sr-only" aria-live="polite">
        {announcement}
      </div>
    </section>
  );
}

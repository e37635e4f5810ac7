import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import { fieldOf, fieldTitle } from '../format/fieldLabels';

/**
 * The table of a document's lines, shared by the detail page's read-only view and the
 * form's editor so both show the same columns: a line-number column, one per
 * `lines.columns` entry titled from the line entity, and a row saying there are no lines.
 * When `editing`, required columns are marked and a last column holds each line's buttons.
 * `children` are the body rows.
 * @example <LinesTable child={child} columns={lines.columns} empty={rows.length === 0}>{rows.map(...)}</LinesTable>
 */
export function LinesTable({
  child,
  columns,
  empty,
  editing = false,
  children,
}: {
  child: EntityDescriptor;
  columns: readonly string[];
  empty: boolean;
  editing?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="entity-lines__scroll">
      <table className="entity-lines__table">
        <thead>
          <tr>
            <th scope="col">{t('entity:lines.lineNo')}</th>
            {columns.map((name) => (
              <th scope="col" key={name}>
                {fieldTitle(t, child, name)}
                {editing && fieldOf(child, name)?.required && !fieldOf(child, name)?.readOnly && (
                  <span className="entity-lines__required" aria-hidden="true">
                    *
                  </span>
                )}
              </th>
            ))}
            {editing && (
              <th scope="col">
                <span className="entity-sr-only">{t('entity:lines.actions')}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {empty && (
            <tr>
              <td colSpan={columns.length + (editing ? 2 : 1)} className="entity-lines__empty">
                {t('entity:lines.empty')}
              </td>
            </tr>
          )}
          {children}
        </tbody>
      </table>
    </div>
  );
}

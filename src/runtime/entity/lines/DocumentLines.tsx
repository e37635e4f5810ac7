import { useTranslation } from 'react-i18next';
import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { localeTag } from '../../../platform/i18n/languages';
import { ScreenStatus } from '../common/ScreenStatus';
import type { EntityRow } from '../data/EntityRow';
import { fieldOf } from '../format/fieldLabels';
import { formatFieldValue } from '../format/formatFieldValue';
import { LinesTable } from './LinesTable';
import { useLinesDescriptors } from './useLinesDescriptors';
import './entityLines.css';

const NUMERIC = new Set(['integer', 'number', 'decimal']);

/** A document's lines, read-only, as the server stored them (the detail page's view of `row.lines`). */
export function DocumentLines({ descriptor, row }: { descriptor: EntityDescriptor; row: EntityRow }) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const locale = localeTag(language);
  const { child, error } = useLinesDescriptors(descriptor);
  const lines = descriptor.lines;
  if (!lines) return null;
  if (!child) return <ScreenStatus error={error} />;
  const rows = Array.isArray(row.lines) ? (row.lines as EntityRow[]) : [];
  const headingId = `document-lines-${descriptor.id}`;
  return (
    <section className="entity-lines" aria-labelledby={headingId}>
      <h2 id={headingId} className="entity-lines__title">
        {t(lines.title)}
      </h2>
      <LinesTable child={child} columns={lines.columns} empty={rows.length === 0}>
        {rows.map((line, index) => (
          <tr key={line.id}>
            <th scope="row" className="entity-lines__no">
              {index + 1}
            </th>
            {lines.columns.map((name) => (
              <td
                key={name}
                className={NUMERIC.has(fieldOf(child, name)?.type ?? '') ? 'entity-lines__number' : undefined}
              >
                {formatFieldValue(child, name, line, t, locale)}
              </td>
            ))}
          </tr>
        ))}
      </LinesTable>
    </section>
  );
}

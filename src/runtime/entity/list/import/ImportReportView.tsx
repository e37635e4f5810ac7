import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EntityDescriptor } from '../../../../../schemas/core/entityDescriptorSchema';
import { fieldOf, fieldTitle } from '../../format/fieldLabels';
import { ImportErrorsTable } from './ImportErrorsTable';
import type { ImportReport } from './ImportReport';

/**
 * What an import found: how many rows would be created and updated (for a document with
 * line items, how many documents its rows make), and every row's problems, columns in words.
 */
export function ImportReportView({
  descriptor,
  report,
  lineDescriptor,
}: {
  descriptor: EntityDescriptor;
  report: ImportReport;
  /** A document's line entity: its fields name most columns of the file. */
  lineDescriptor?: EntityDescriptor | null;
}) {
  const { t } = useTranslation();
  const counts = { total: report.total, create: report.create, update: report.update };
  // A document's file is its lines: a name both have is the line's column (planDocumentImport).
  const titleOf = (field: string) => {
    for (const d of [lineDescriptor, descriptor]) if (d && fieldOf(d, field)) return fieldTitle(t, d, field);
    return field;
  };
  const summary = descriptor.lines?.importGroup
    ? report.committed
      ? 'entity:import.documentsCommitted'
      : 'entity:import.documentsSummary'
    : report.committed
      ? 'entity:import.committedSummary'
      : 'entity:import.summary';
  return (
    <div className="entity-import__report">
      <p role="status">{t(summary, counts)}</p>
      {report.errors.length > 0 && (
        <>
          <Alert
            type="error"
            showIcon
            title={t('entity:import.hasErrors', { count: report.errors.length })}
          />
          <ImportErrorsTable errors={report.errors} columnTitle={titleOf} />
        </>
      )}
    </div>
  );
}

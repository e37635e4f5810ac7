import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EntityDescriptor } from '../../../../../schemas/core/entityDescriptorSchema';
import { fieldOf, fieldTitle } from '../../format/fieldLabels';
import { ImportErrorsTable } from './ImportErrorsTable';
import type { ImportReport } from './ImportReport';

/** What a dry run found: how many rows would be created and updated, and every row's problems. */
export function ImportReportView({
  descriptor,
  report,
}: {
  descriptor: EntityDescriptor;
  report: ImportReport;
}) {
  const { t } = useTranslation();
  const counts = { total: report.total, create: report.create, update: report.update };
  const titleOf = (field: string) => (fieldOf(descriptor, field) ? fieldTitle(t, descriptor, field) : field);
  return (
    <div className="entity-import__report">
      <p role="status">
        {report.committed ? t('entity:import.committedSummary', counts) : t('entity:import.summary', counts)}
      </p>
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

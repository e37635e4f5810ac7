import type { ReportDescriptor } from '../../../schemas/core/reports/reportDescriptorSchema';
import { useLazyDescriptor } from '../descriptors/useLazyDescriptor';
import { useRouteDescriptor } from '../router/useRouteDescriptor';
import { SettingsLoadStatus } from '../settings/SettingsLoadStatus';
import { ReportViewer } from './ReportViewer';

/**
 * The generic report screen (`report.view`, docs/guide-reports.md): the route names the report
 * descriptor; its parameters, charts, table and export are ReportViewer's.
 * @example { path: 'report', screen: 'report.view', report: 'as.attendance', dynamicTitle: true }
 */
export function ReportViewScreen({
  loaders,
}: {
  loaders: Readonly<Record<string, () => Promise<ReportDescriptor>>>;
}) {
  const descriptor = useLazyDescriptor('report', useRouteDescriptor()?.report, loaders);
  if (!descriptor) return <SettingsLoadStatus status="loading" error={null} onRetry={() => {}} />;
  return <ReportViewer key={descriptor.id} descriptor={descriptor} />;
}

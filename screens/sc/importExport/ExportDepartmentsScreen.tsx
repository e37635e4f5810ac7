import { ExportScreen } from './ExportScreen';

/** `/sc/export-dept`. */
export function ExportDepartmentsScreen() {
  return <ExportScreen kind="department" />;
}

import { ImportScreen } from './ImportScreen';

/** `/sc/import-dept`. */
export function ImportDepartmentsScreen() {
  return <ImportScreen kind="department" />;
}

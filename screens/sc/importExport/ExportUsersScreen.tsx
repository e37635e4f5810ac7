import { ExportScreen } from './ExportScreen';

/** `/sc/export-user`. */
export function ExportUsersScreen() {
  return <ExportScreen kind="user" />;
}

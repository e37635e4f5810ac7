import { ImportScreen } from './ImportScreen';

/** `/sc/import-user`. */
export function ImportUsersScreen() {
  return <ImportScreen kind="user" />;
}

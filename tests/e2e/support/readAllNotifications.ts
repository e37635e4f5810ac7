import { apiAs } from './apiAs';

/**
 * Marks every notification of these demo accounts read, so a test that counts the unread badge
 * starts from none: the demo's sign-off applications notify their applicants and signers.
 *
 * @example await readAllNotifications(base, 'staff', 'manager')
 */
export async function readAllNotifications(baseUrl: string, ...accounts: string[]): Promise<void> {
  for (const account of accounts) {
    const answer = await apiAs(baseUrl, account, 'PUT', '/api/sc/user-notification/read-all');
    if (answer.status !== 200) throw new Error(`read-all of ${account}: HTTP ${answer.status}`);
  }
}

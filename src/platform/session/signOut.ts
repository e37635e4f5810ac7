import { api } from '../api/apiClient';
import { navigateTo } from '../navigation/navigateTo';
import { clearSession } from './sessionStore';

/**
 * Signs out: tells the server (best effort, the session ends here regardless), forgets
 * the session and goes to the sign-in page.
 */
export async function signOut(): Promise<void> {
  try {
    await api.post('/api/sc/user/logout', {}, { expiresSession: false });
  } catch {
    // The server may be down or the token already invalid: the user still leaves.
  }
  clearSession();
  navigateTo('/');
}

import { navigateTo } from '../navigation/navigateTo';
import { clearSession } from './sessionStore';

/** The server refused the token: forget the session and say so (spec section 8). */
export function expireSession(): void {
  clearSession();
  navigateTo('/tokenexpired');
}

import { buildPermissionTree } from '../../schemas/core/permissionCatalogue';
import type { Session, SessionUser } from '../platform/session/Session';
import { sessionFromToken, setSession } from '../platform/session/sessionStore';

/** Tests: a user holding the given grants (see schemas/core/permissionCatalogue.ts). */
export function testUser(grants: string[] = [], overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 7,
    account: 'alice',
    name: 'Alice Chen',
    email: 'alice@example.com',
    language: 'en',
    userPermission: buildPermissionTree(grants),
    ...overrides,
  };
}

/** Tests: signs a test user in (token valid for an hour). */
export function signInAs(grants: string[] = [], overrides: Partial<SessionUser> = {}): Session {
  const session = sessionFromToken('test-token', 3600, testUser(grants, overrides));
  setSession(session);
  return session;
}

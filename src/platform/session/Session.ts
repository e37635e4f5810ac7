import type { PermissionTree } from '../../../schemas/core/hasPermission';

/** The signed-in user as the login answer and GET /api/sc/user/{id} give it. */
export interface SessionUser {
  id: number | string;
  account: string;
  name: string;
  email?: string | null;
  language?: string | null;
  userPermission: PermissionTree;
}

/** What the web keeps of a signed-in session (the refresh token is an httpOnly cookie). */
export interface Session {
  accessToken: string;
  /** Lifetime of the access token in seconds, as the server last answered. */
  expiresIn: number;
  /** Epoch ms at which the access token expires. */
  expiresAt: number;
  user: SessionUser;
}

import { api } from '../api/apiClient';
import type { Session, SessionUser } from './Session';
import { sessionFromToken, setSession } from './sessionStore';

export interface Credentials {
  account: string;
  password: string;
  captcha?: string;
  captcha_key?: string;
}

/** POST /api/sc/user/login answer. */
export interface LoginAnswer {
  access_token: string;
  token_type: string;
  expires_in: number;
  user: SessionUser;
}

/**
 * Signs in and stores the session; throws the ApiError of a refusal (401 wrong
 * credentials, 422 invalid or captcha needed, 429 locked).
 * @example await signIn({ account: 'alice', password })
 */
export async function signIn(credentials: Credentials): Promise<Session> {
  const answer = await api.post<LoginAnswer>('/api/sc/user/login', credentials);
  const session = sessionFromToken(answer.access_token, answer.expires_in, answer.user);
  setSession(session);
  return session;
}

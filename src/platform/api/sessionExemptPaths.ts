/**
 * Calls whose 401 means "wrong credentials" or "no refresh cookie", never "your
 * session expired" (spec section 7).
 */
export const SESSION_EXEMPT_PATHS: readonly string[] = [
  '/api/sc/user/login',
  '/api/sc/user/refresh',
  '/api/sc/security',
  '/api/captcha',
  '/api/sc/company-setup/get-setup',
  '/api/sc/user/forgot-password',
  '/api/sc/user/reset-password',
  '/api/sc/user/check-reset-token',
];

/** @example isSessionExempt('/api/sc/user/check-reset-token?token=x') === true */
export function isSessionExempt(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? path;
  return SESSION_EXEMPT_PATHS.includes(pathname);
}

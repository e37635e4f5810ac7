/** GET /api/sc/security: the organisation's sign-in and session rules. */
export interface SecuritySettings {
  autoLogoutEnabled: boolean;
  /** Idle limit in hours. */
  autoLogoutDuration: number;
  captchaEnabled?: boolean;
  passwordMinLength?: number;
}

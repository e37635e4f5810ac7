import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long an unlocked link stays unlocked: long enough to download every file, short enough to leak little. */
export const TICKET_LIFETIME_MS = 30 * 60_000;

function signatureOf(secret: string, shareId: number, expiresMs: number): string {
  // The prefix keeps a ticket's MAC from ever matching another use of the same server secret.
  return createHmac('sha256', secret).update(`dm-share-ticket:${shareId}:${expiresMs}`).digest('base64url');
}

/**
 * A short-lived proof that the caller typed a share's password (`{shareId}.{expiresMs}.{mac}`),
 * signed with the server's secret so any instance accepts it and nothing is stored.
 * @example const ticket = signShareTicket(ctx.secrets.jwtSecret, 7)
 */
export function signShareTicket(secret: string, shareId: number, now = Date.now()): string {
  const expiresMs = now + TICKET_LIFETIME_MS;
  return `${shareId}.${expiresMs}.${signatureOf(secret, shareId, expiresMs)}`;
}

/** Whether `ticket` unlocks share `shareId` now: signed by this server, for this share, not expired. */
export function isValidShareTicket(
  secret: string,
  shareId: number,
  ticket: string,
  now = Date.now(),
): boolean {
  const match = /^(\d{1,10})\.(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(ticket);
  if (!match || Number(match[1]) !== shareId) return false;
  const expiresMs = Number(match[2]);
  if (expiresMs <= now) return false;
  const expected = Buffer.from(signatureOf(secret, shareId, expiresMs));
  const given = Buffer.from(match[3]!);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

import { describe, expect, it } from 'vitest';
import { isValidShareTicket, signShareTicket, TICKET_LIFETIME_MS } from './shareTickets';

const SECRET = 'x'.repeat(40);

describe('share tickets', () => {
  it('unlock the share they were signed for, until they expire', () => {
    const now = Date.UTC(2026, 0, 1);
    const ticket = signShareTicket(SECRET, 7, now);
    expect(isValidShareTicket(SECRET, 7, ticket, now + 1000)).toBe(true);
    expect(isValidShareTicket(SECRET, 8, ticket, now + 1000)).toBe(false);
    expect(isValidShareTicket(SECRET, 7, ticket, now + TICKET_LIFETIME_MS)).toBe(false);
  });

  it('refuse a ticket signed with another secret, altered, or malformed', () => {
    const now = Date.UTC(2026, 0, 1);
    const ticket = signShareTicket(SECRET, 7, now);
    expect(isValidShareTicket('y'.repeat(40), 7, ticket, now)).toBe(false);
    const [id, expires, mac] = ticket.split('.');
    expect(isValidShareTicket(SECRET, 7, `${id}.${Number(expires) + 1}.${mac}`, now)).toBe(false);
    expect(isValidShareTicket(SECRET, 7, 'nonsense', now)).toBe(false);
  });
});

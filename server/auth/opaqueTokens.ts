import { createHash, randomBytes } from 'node:crypto';

/** A random URL-safe token (256 bits) for refresh and reset links. Only its hash is stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

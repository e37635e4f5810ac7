import argon2 from 'argon2';

/**
 * argon2id with OWASP's first recommended profile (19 MiB, 2 passes, 1 lane):
 * strong against GPU guessing, and cheap enough that 20 concurrent sign-ins
 * on a two-core server do not queue for seconds. Older hashes with other
 * parameters still verify: argon2 reads them from the hash string.
 */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    // A malformed stored hash is a wrong password, not a server error.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Spends the same time as a real check for an unknown account, so the answer
 * time does not reveal which accounts exist.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('atrium-dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}

import { describe, expect, it } from 'vitest';
import { canonicalTimeZone } from './canonicalTimeZone';

describe('canonicalTimeZone', () => {
  it('knows IANA zones, UTC and their spelling', () => {
    expect(canonicalTimeZone('Asia/Taipei')).toBe('Asia/Taipei');
    expect(canonicalTimeZone('asia/taipei')).toBe('Asia/Taipei');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    expect(canonicalTimeZone('utc')).toBe('UTC');
  });

  it('keeps an alias as chosen (ICU lists older names such as Asia/Calcutta)', () => {
    expect(canonicalTimeZone('Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(canonicalTimeZone('America/Argentina/Buenos_Aires')).toBe('America/Argentina/Buenos_Aires');
  });

  it('refuses unknown names, offsets and junk', () => {
    for (const name of ['Mars/Olympus_Mons', '+08:00', 'GMT+8 ', '', 'Asia/', '../etc/passwd'])
      expect(canonicalTimeZone(name)).toBeNull();
  });
});

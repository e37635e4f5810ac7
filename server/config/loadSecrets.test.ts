import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSecrets } from './loadSecrets';

describe('loadSecrets', () => {
  it('generates secrets once into DATA_DIR, readable only by the owner, and keeps them', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'atrium-secrets-'));
    const first = loadSecrets(dir, {});
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.realtime.key).toMatch(/^[0-9a-f]{20}$/);
    expect(statSync(path.join(dir, 'secrets.json')).mode & 0o077).toBe(0);
    expect(loadSecrets(dir, {})).toEqual(first);
    const other = loadSecrets(mkdtempSync(path.join(tmpdir(), 'atrium-secrets-')), {});
    expect(other.jwtSecret).not.toBe(first.jwtSecret);
    expect(JSON.parse(readFileSync(path.join(dir, 'secrets.json'), 'utf8')).jwtSecret).toBe(first.jwtSecret);
  });

  it('lets the environment override, so instances can share secrets', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'atrium-secrets-'));
    const s = loadSecrets(dir, {
      JWT_SECRET: 'j'.repeat(40),
      REALTIME_APP_KEY: 'k1',
      REALTIME_APP_SECRET: 's1',
      REALTIME_APP_ID: '7',
    });
    expect(s).toEqual({ jwtSecret: 'j'.repeat(40), realtime: { appId: '7', key: 'k1', secret: 's1' } });
  });

  it('refuses a damaged secrets file with a message that says what to do', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'atrium-secrets-'));
    writeFileSync(path.join(dir, 'secrets.json'), '{"jwtSecret": "short"}');
    expect(() => loadSecrets(dir, {})).toThrow(/damaged: remove it/);
  });
});

import { bearer, startTestServer } from '../support/startTestServer';
import { testDatabaseTargets } from '../support/testDatabases';
import { percentile } from './percentile';

/** A settings read or save, in-process on embedded PGlite (no network), at the 99th percentile. */
export const SETTINGS_DOCUMENT_P99_TARGET_MS = 50;

export interface SettingsDocumentResult {
  requests: number;
  read: { p50Ms: number; p99Ms: number };
  save: { p50Ms: number; p99Ms: number };
  targetMs: number;
}

const round = (ms: number) => Math.round(ms * 10) / 10;
const stats = (ms: number[]) => ({ p50Ms: round(percentile(ms, 50)), p99Ms: round(percentile(ms, 99)) });

/**
 * The settings-document runtime's cost per call: `requests` reads of the security settings
 * (GET /api/sc/security/settings: permission check, row read, merge over the defaults) and
 * as many saves (PUT /api/sc/security with its version: JSON Schema check, locked row,
 * versioned write and audit record in one transaction), one after another on PGlite.
 */
export async function measureSettingsDocument(requests = 200): Promise<SettingsDocumentResult> {
  const pglite = testDatabaseTargets().find((target) => target.name === 'pglite');
  if (!pglite) throw new Error('no PGlite test target');
  const t = await startTestServer(pglite);
  try {
    const admin = await t.signIn('admin');
    const headers = { ...bearer(admin.token), 'accept-language': 'en' };
    const reads: number[] = [];
    const saves: number[] = [];
    let version = 0;
    for (let i = 0; i < requests; i++) {
      let started = performance.now();
      const read = await t.request({ method: 'GET', url: '/api/sc/security/settings', headers });
      reads.push(performance.now() - started);
      if (read.statusCode !== 200) throw new Error(`read answered ${read.statusCode}`);
      started = performance.now();
      const saved = await t.request({
        method: 'PUT',
        url: '/api/sc/security',
        headers,
        payload: { lockMinutes: 15 + (i % 30), version },
      });
      saves.push(performance.now() - started);
      if (saved.statusCode !== 200) throw new Error(`save answered ${saved.statusCode}: ${saved.body}`);
      version = saved.json().data.version;
    }
    return { requests, read: stats(reads), save: stats(saves), targetMs: SETTINGS_DOCUMENT_P99_TARGET_MS };
  } finally {
    await t.close();
  }
}

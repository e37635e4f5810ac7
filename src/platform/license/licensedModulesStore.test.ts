import { describe, expect, it } from 'vitest';
import { MODULES, type ModuleId } from '../../../schemas/core/modules';
import { installFakeServer } from '../../testing/fakeServer';
import { resetBetweenTests } from '../../testing/resetBetweenTests';
import { signInAs } from '../../testing/sessionFixtures';
import { api } from '../api/apiClient';
import { ApiError } from '../api/ApiError';
import { getSession } from '../session/sessionStore';
import {
  getLicensedModules,
  loadLicensedModules,
  reloadLicensedModules,
  resetLicensedModules,
} from './licensedModulesStore';

resetBetweenTests();

function answer(enabled: readonly ModuleId[]) {
  return {
    body: {
      data: MODULES.map((module) => ({ module, enabled: enabled.includes(module) })),
      seats: { allowed: null, used: 1 },
    },
  };
}

describe('licensedModulesStore', () => {
  it('reads the licence once per session, always with system settings', async () => {
    const server = installFakeServer({ 'GET /api/sc/license': answer(['wf', 'cm']) });
    signInAs();
    const [a, b] = await Promise.all([loadLicensedModules(), loadLicensedModules()]);
    expect([...(a ?? [])]).toEqual(['sc', 'wf', 'cm']);
    expect(b).toBe(a);
    expect(await loadLicensedModules()).toBe(a);
    expect(server.callsTo('GET', '/api/sc/license')).toHaveLength(1);
  });

  it('keeps the newest answer when the licence changes while it is being read', async () => {
    let calls = 0;
    installFakeServer({
      'GET /api/sc/license': async () => {
        calls += 1;
        // The first answer (the old licence) arrives after the second.
        if (calls === 1) await new Promise((resolve) => setTimeout(resolve, 30));
        return calls === 1 ? answer(MODULES) : answer(['sc', 'wf']);
      },
    });
    signInAs();
    const first = reloadLicensedModules();
    const second = reloadLicensedModules();
    await Promise.all([first, second]);
    expect([...(getLicensedModules() ?? [])]).toEqual(['sc', 'wf']);
    expect([...((await first) ?? [])]).toEqual(['sc', 'wf']);
  });

  it('knows nothing signed out, and drops an answer that arrives after a reset', async () => {
    const server = installFakeServer({ 'GET /api/sc/license': answer(['wf']) });
    expect(await loadLicensedModules()).toBeNull();
    expect(server.requests).toHaveLength(0);
    signInAs();
    const late = loadLicensedModules();
    resetLicensedModules();
    await late;
    expect(getLicensedModules()).toBeNull();
  });

  it('stays unknown when the licence cannot be read', async () => {
    installFakeServer({});
    signInAs();
    expect(await loadLicensedModules()).toBeNull();
    expect(getLicensedModules()).toBeNull();
  });
});

describe('a screen call refused because the module is not licensed', () => {
  it('keeps the session (unlike another 403 of a screen call) and gives the server’s message', async () => {
    const message = "Customer management is not enabled in this installation's licence.";
    installFakeServer({
      'GET /api/cm/lead/settings': {
        status: 403,
        body: { message, reason: 'module_not_licensed', module: 'cm' },
      },
      'POST /api/sc/user/logout': { status: 204 },
    });
    signInAs(['cm.use']);
    const error = await api.get('/api/cm/lead/settings', { guardsScreen: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    expect((error as ApiError).data).toMatchObject({ message });
    expect(getSession()).not.toBeNull();
  });
});

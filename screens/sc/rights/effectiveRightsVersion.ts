import { LICENSE_PATH } from '../../../src/platform/license/licensedModulesStore';
import { onRealtime } from '../../../src/platform/realtime/realtimeBus';

/**
 * Which generation of effective rights a preview may show, and whether a rights save is
 * under way. The generation goes up when a save answers (whatever the outcome) and when the
 * server broadcasts that the licence changed; a preview keys its request by it, so an answer
 * from before a change is never shown after it, and it asks nothing while a save is under
 * way (that answer would describe the rights being replaced).
 */
export interface EffectiveRightsVersion {
  generation: number;
  saving: boolean;
}

type Listener = () => void;

const listeners = new Set<Listener>();
let state: EffectiveRightsVersion = { generation: 0, saving: false };
let savesUnderWay = 0;
let stopListeningToLicence: (() => void) | null = null;

function set(next: Partial<EffectiveRightsVersion>): void {
  state = { ...state, ...next };
  for (const listener of [...listeners]) listener();
}

export function getEffectiveRightsVersion(): EffectiveRightsVersion {
  return state;
}

/**
 * Follows the version. The licence broadcast is listened to only while a preview is on
 * screen (the first subscriber starts it, the last one stops it).
 */
export function subscribeEffectiveRightsVersion(listener: Listener): () => void {
  listeners.add(listener);
  if (!stopListeningToLicence) {
    stopListeningToLicence = onRealtime('cacheUpdated', ({ urls }) => {
      if (urls.includes(LICENSE_PATH)) set({ generation: state.generation + 1 });
    });
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && stopListeningToLicence) {
      stopListeningToLicence();
      stopListeningToLicence = null;
    }
  };
}

/**
 * Runs a rights save: open previews hold their request meanwhile, and load afresh once the
 * server answered (also after a failure: the save may have been applied all the same).
 * @example await savingRights(() => api.put(`/api/sc/rights/owner/${owner}`, { paths }))
 */
export async function savingRights<T>(save: () => Promise<T>): Promise<T> {
  savesUnderWay += 1;
  set({ saving: true });
  try {
    return await save();
  } finally {
    savesUnderWay -= 1;
    set({ generation: state.generation + 1, saving: savesUnderWay > 0 });
  }
}

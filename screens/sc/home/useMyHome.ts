import { useCallback, useEffect, useState } from 'react';
import { completeHomeWidgets, myHomePanels } from '../../../schemas/sc/settings/homePanelLists';
import {
  DEFAULT_HOME_WIDGETS,
  type HomeWidgetSetting,
  type MyHomePanel,
} from '../../../schemas/sc/settings/homeWidgets';
import { api } from '../../../src/platform/api/apiClient';

/** The administrator's `sc.home` (which panels are allowed) as GET /api/sc/home answers it. */
interface HomeAnswer {
  data: { widgets: unknown };
}
/** The caller's own `sc.myHome` (GET/PUT /api/sc/my-home). */
interface MyHomeAnswer {
  data: { panels: unknown; version: number };
}

export interface MyHome {
  /** False until both documents answered (or failed). */
  ready: boolean;
  /** Every allowed panel in the user's order, with their visible switch. */
  panels: MyHomePanel[];
  /** Saves the user's order and switches; rejects with the server's error. */
  save: (panels: MyHomePanel[]) => Promise<void>;
}

/**
 * The home's panels for the signed-in user: the administrator's allowed list merged with the
 * user's own choice. When a document cannot be read the home still shows every allowed
 * panel (every panel if the allowed list failed too).
 * @example const { panels, save } = useMyHome();
 */
export function useMyHome(): MyHome {
  const [allowed, setAllowed] = useState<HomeWidgetSetting[] | null>(null);
  const [mine, setMine] = useState<{ panels: unknown; version: number } | null>(null);
  useEffect(() => {
    let live = true;
    api
      .get<HomeAnswer>('/api/sc/home')
      .then((answer) => live && setAllowed(completeHomeWidgets(answer.data.widgets)))
      .catch(() => live && setAllowed([...DEFAULT_HOME_WIDGETS]));
    api
      .get<MyHomeAnswer>('/api/sc/my-home')
      .then((answer) => live && setMine(answer.data))
      .catch(() => live && setMine({ panels: [], version: 0 }));
    return () => {
      live = false;
    };
  }, []);
  const save = useCallback(
    async (panels: MyHomePanel[]) => {
      // The version guards against a save from another tab in between (409).
      const answer = await api.put<MyHomeAnswer>('/api/sc/my-home', { panels, version: mine?.version ?? 0 });
      setMine(answer.data);
    },
    [mine],
  );
  return {
    ready: allowed !== null && mine !== null,
    panels: myHomePanels(allowed ?? [], mine?.panels),
    save,
  };
}

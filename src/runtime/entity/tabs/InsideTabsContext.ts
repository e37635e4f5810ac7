import { createContext } from 'react';

/** True below the settings tabs: the tab already names the list, so it shows no heading of its own. */
export const InsideTabsContext = createContext(false);

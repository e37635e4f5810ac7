import type { ComponentType, LazyExoticComponent } from 'react';
import type { ModuleId } from '../../schemas/core/modules';
import type { HomeWidget } from '../../schemas/sc/settings/homeWidgets';

/**
 * How much of the home grid a panel takes: `small` one column, `medium` two, `large` the
 * whole row (three columns at a desk, two on a tablet; every panel is one column on a phone).
 */
export type HomePanelSize = 'small' | 'medium' | 'large';

/**
 * One panel of the home workspace, as a module contributes it to src/app/homePanels.ts.
 * The web shows it only to whoever holds `permission` (and only where the administrator
 * allows it); the server checks the data call itself, which is what protects the data.
 */
export interface HomePanelDefinition {
  /** The panel id the settings rules check (schemas/sc/settings/homeWidgets.ts). */
  id: HomeWidget;
  /** Translation key of the panel's heading, `namespace:key`. */
  title: string;
  /** The module that contributes the panel. */
  module: ModuleId;
  /** A permission path (`cm.use.lead.actions.view`) or `authenticated` for every signed-in user. */
  permission: string;
  /** The API path the panel loads (documentation and the registry test; the panel calls it). */
  dataCall: string;
  size: HomePanelSize;
  /** Loaded only when the panel is shown, so the home route stays light. */
  component: LazyExoticComponent<ComponentType>;
}

import { lazy } from 'react';
import type { HomeWidget } from '../../schemas/sc/settings/homeWidgets';
import type { HomePanelDefinition } from './HomePanelDefinition';

/**
 * Every panel the home workspace can show, by id: the explicit map the home screen
 * consults (a module adds its panel here, docs/guide-home-panels.md). Typed by the shared
 * panel ids, so a panel the server does not know, or a known one without a component,
 * fails the type check. Each component loads only when its panel is shown.
 * @example homePanels.myOpenLeads.permission // 'cm.use.lead.actions.view'
 */
export const homePanels: { readonly [K in HomeWidget]: HomePanelDefinition & { id: K } } = {
  quickLinks: {
    id: 'quickLinks',
    title: 'general:homePanels.quickLinks',
    module: 'sc',
    permission: 'authenticated',
    dataCall: '/api/sc/bookmark/mine',
    size: 'small',
    component: lazy(() =>
      import('../../screens/sc/home/QuickLinksPanel').then((m) => ({ default: m.QuickLinksPanel })),
    ),
  },
  notifications: {
    id: 'notifications',
    title: 'general:homePanels.notifications',
    module: 'sc',
    permission: 'authenticated',
    dataCall: '/api/sc/user-notification',
    size: 'small',
    component: lazy(() =>
      import('../../screens/sc/home/NotificationsPanel').then((m) => ({ default: m.NotificationsPanel })),
    ),
  },
  holidays: {
    id: 'holidays',
    title: 'general:homePanels.holidays',
    module: 'sc',
    permission: 'authenticated',
    dataCall: '/api/sc/calendar/upcoming',
    size: 'small',
    component: lazy(() =>
      import('../../screens/sc/home/HolidaysPanel').then((m) => ({ default: m.HolidaysPanel })),
    ),
  },
  myOpenLeads: {
    id: 'myOpenLeads',
    title: 'general:homePanels.myOpenLeads',
    module: 'cm',
    permission: 'cm.use.lead.actions.view',
    dataCall: '/api/cm/lead',
    size: 'medium',
    component: lazy(() =>
      import('../../screens/cm/home/MyOpenLeadsPanel').then((m) => ({ default: m.MyOpenLeadsPanel })),
    ),
  },
  recentFiles: {
    id: 'recentFiles',
    title: 'general:homePanels.recentFiles',
    module: 'dm',
    permission: 'dm.use.document.actions.view',
    dataCall: '/api/dm/document',
    size: 'medium',
    component: lazy(() =>
      import('../../screens/dm/home/RecentFilesPanel').then((m) => ({ default: m.RecentFilesPanel })),
    ),
  },
  toSign: {
    id: 'toSign',
    title: 'general:homePanels.toSign',
    module: 'wf',
    permission: 'wf.use.signoff.actions.view',
    dataCall: '/api/wf/instance',
    size: 'medium',
    component: lazy(() =>
      import('../../screens/wf/home/ToSignPanel').then((m) => ({ default: m.ToSignPanel })),
    ),
  },
  clockIn: {
    id: 'clockIn',
    title: 'general:homePanels.clockIn',
    module: 'as',
    permission: 'as.use.clocking.actions.create',
    dataCall: '/api/as/clocking',
    size: 'small',
    component: lazy(() =>
      import('../../screens/as/home/ClockInPanel').then((m) => ({ default: m.ClockInPanel })),
    ),
  },
};

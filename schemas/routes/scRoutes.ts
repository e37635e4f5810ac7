import type { RouteDescriptor } from './RouteDescriptor';

/**
 * System settings (spec section 2): every screen sits directly under /sc and is an admin screen.
 */
export const scRoutes: RouteDescriptor = {
  path: '/sc',
  name: 'sc',
  redirect: '/sc/list',
  breadcrumb: 'common:modules.sc',
  permission: 'sc',
  children: [
    {
      path: 'list',
      name: 'sc.list',
      breadcrumb: 'sc:routes.list.title',
      permission: 'sc.admin.department.actions.view',
      screen: 'sc.list',
    },
    {
      path: 'adduser',
      name: 'sc.adduser',
      breadcrumb: 'sc:routes.adduser.title',
      // What saving needs (POST /api/sc/user): with less the form opens and every save is a 403.
      permission: 'sc.admin.user.actions.create',
      screen: 'sc.adduser',
    },
    {
      path: 'adddept',
      name: 'sc.adddept',
      breadcrumb: 'sc:routes.adddept.title',
      // Creates, or edits with ?id=N (the spec names no separate edit page).
      permission: 'sc.admin.department.actions.view',
      screen: 'sc.adddept',
    },
    {
      path: 'leveldept',
      name: 'sc.leveldept',
      breadcrumb: 'sc:routes.leveldept.title',
      // Department levels are the descriptor entity sc.departmentLevel, edited in a dialog.
      permission: 'sc.admin.departmentLevel.actions.view',
      screen: 'entity.list',
      entity: 'sc.departmentLevel',
    },
    {
      path: 'import-dept',
      name: 'sc.importDept',
      breadcrumb: 'sc:routes.importDept.title',
      permission: 'sc.admin.department.actions.import',
      screen: 'sc.importDept',
    },
    {
      path: 'import-user',
      name: 'sc.importUser',
      breadcrumb: 'sc:routes.importUser.title',
      permission: 'sc.admin.user.actions.import',
      screen: 'sc.importUser',
    },
    {
      path: 'export-dept',
      name: 'sc.exportDept',
      breadcrumb: 'sc:routes.exportDept.title',
      permission: 'sc.admin.department.actions.export',
      screen: 'sc.exportDept',
    },
    {
      path: 'export-user',
      name: 'sc.exportUser',
      breadcrumb: 'sc:routes.exportUser.title',
      permission: 'sc.admin.user.actions.export',
      screen: 'sc.exportUser',
    },
    {
      path: 'viewuser',
      name: 'sc.viewuser',
      breadcrumb: 'sc:routes.viewuser.title',
      // One user (?id=), opened from the organisation list; it loads GET /api/sc/user/{id}/edit.
      permission: 'sc.admin.user.actions.view',
      hideInMenu: true,
      screen: 'sc.viewuser',
    },
    {
      path: 'user-departments',
      name: 'sc.userDepartments',
      breadcrumb: 'sc:routes.userDepartments.title',
      permission: 'sc.admin.user.actions.view',
      screen: 'sc.userDepartments',
    },
    // Job positions are the descriptor entity sc.jobPosition: the list creates in a dialog and
    // edits on job-position-edit?id= (the spec names no create page).
    {
      path: 'job-positions',
      name: 'sc.jobPositions',
      breadcrumb: 'sc:routes.jobPositions.title',
      permission: 'sc.admin.jobPosition.actions.view',
      screen: 'entity.list',
      entity: 'sc.jobPosition',
    },
    {
      path: 'job-position-edit',
      name: 'sc.jobPositionEdit',
      breadcrumb: 'sc:routes.jobPositionEdit.title',
      permission: 'sc.admin.jobPosition.actions.edit',
      // One position (?id=), opened from the job positions list.
      hideInMenu: true,
      screen: 'entity.edit',
      entity: 'sc.jobPosition',
    },
    {
      path: 'inactive-dept',
      name: 'sc.inactiveDept',
      breadcrumb: 'sc:routes.inactiveDept.title',
      permission: 'sc.admin.department.actions.view',
      screen: 'sc.inactiveDept',
    },
    {
      path: 'group',
      name: 'sc.group',
      breadcrumb: 'sc:routes.group.title',
      // Its list is GET /api/sc/group, which needs this.
      permission: 'sc.admin.group.actions.view',
      screen: 'sc.group',
    },
    {
      path: 'rights-settings',
      name: 'sc.rightsSettings',
      breadcrumb: 'sc:routes.rightsSettings.title',
      // Its tree is GET /api/sc/rights/catalogue, which needs this.
      permission: 'sc.admin.rights.actions.view',
      screen: 'sc.rightsSettings',
    },
    {
      path: 'company-settings',
      name: 'sc.companySettings',
      breadcrumb: 'sc:routes.companySettings.title',
      permission: 'sc.admin.company.actions.view',
      screen: 'settings.document',
      settings: 'sc.company',
    },
    {
      path: 'home-settings',
      name: 'sc.homeSettings',
      breadcrumb: 'sc:routes.homeSettings.title',
      permission: 'sc.admin.home.actions.view',
      screen: 'settings.document',
      settings: 'sc.home',
    },
    {
      path: 'bookmark',
      name: 'sc.bookmark',
      breadcrumb: 'sc:routes.bookmark.title',
      // Quick links: the descriptor entity sc.bookmark; the home screen shows each user theirs.
      permission: 'sc.admin.bookmark.actions.view',
      screen: 'entity.list',
      entity: 'sc.bookmark',
    },
    {
      path: 'security-settings',
      name: 'sc.securitySettings',
      breadcrumb: 'sc:routes.securitySettings.title',
      permission: 'sc.admin.security.actions.view',
      screen: 'settings.document',
      settings: 'sc.security',
    },
    {
      path: 'license',
      name: 'sc.license',
      breadcrumb: 'sc:routes.license.title',
      permission: 'sc.admin.license.actions.view',
      screen: 'settings.document',
      settings: 'sc.license',
    },
    {
      path: 'google-map',
      name: 'sc.googleMap',
      breadcrumb: 'sc:routes.googleMap.title',
      permission: 'sc.admin.map.actions.view',
      screen: 'settings.document',
      settings: 'sc.map',
    },
    {
      path: 'hardware',
      name: 'sc.hardware',
      breadcrumb: 'sc:routes.hardware.title',
      // Clock-in devices: the descriptor entity sc.clockDevice.
      permission: 'sc.admin.hardware.actions.view',
      screen: 'entity.list',
      entity: 'sc.clockDevice',
    },
    {
      path: 'notify',
      name: 'sc.notify',
      breadcrumb: 'sc:routes.notify.title',
      permission: 'sc.admin',
      // Two tabs: sending a notification, and the notification rules (the descriptor entity
      // sc.notifyRule, whose `menu` adds its tab here).
      redirect: '/sc/notify/send',
      screen: 'entity.tabs',
      children: [
        {
          path: 'send',
          name: 'sc.notify.send',
          breadcrumb: 'sc:notifyRules.tabs.send',
          permission: 'sc.admin.notify.actions.view',
          screen: 'sc.notify',
        },
      ],
    },
    {
      path: 'calendar-region',
      name: 'sc.calendarRegion',
      breadcrumb: 'sc:routes.calendarRegion.title',
      // Regions are the descriptor entity sc.calendarRegion, edited in a dialog.
      permission: 'sc.admin.calendarRegion.actions.view',
      screen: 'entity.list',
      entity: 'sc.calendarRegion',
    },
    {
      path: 'calendar-event',
      name: 'sc.calendarEvent',
      breadcrumb: 'sc:routes.calendarEvent.title',
      // Holidays and make-up workdays: the descriptor entity sc.calendarEvent, with import,
      // as a list and as a calendar (its descriptor's `calendar` section).
      permission: 'sc.admin.calendarEvent.actions.view',
      children: [
        {
          index: true,
          name: 'sc.calendarEvent.list',
          permission: 'sc.admin.calendarEvent.actions.view',
          screen: 'entity.list',
          entity: 'sc.calendarEvent',
        },
        {
          path: 'calendar',
          name: 'sc.calendarEvent.calendar',
          breadcrumb: 'sc:calendarView.title',
          // Reached from the list's "Calendar" link, so the menu keeps one entry for the events.
          hideInMenu: true,
          permission: 'sc.admin.calendarEvent.actions.view',
          screen: 'entity.calendar',
          entity: 'sc.calendarEvent',
        },
      ],
    },
    {
      // One region's year at a glance: twelve month grids of its holidays and workdays.
      path: 'calendar-year',
      name: 'sc.calendarYear',
      breadcrumb: 'sc:calendar.year.title',
      permission: 'sc.admin.calendarEvent.actions.view',
      screen: 'sc.calendarYear',
    },
  ],
};

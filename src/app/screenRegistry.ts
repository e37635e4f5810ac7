import type { ScreenRegistry } from '../runtime/router/ScreenRegistry';
import { notYetBuiltScreens } from './notYetBuiltScreens';

/**
 * Every hand-written screen, loaded on demand. Built here, at the app root, because
 * src/runtime may not import screens/ (DESIGN.md section 2). A screen id listed in
 * schemas/routes/builtScreens.ts fails the type check until its loader is added here;
 * any other id shows the "not available yet" screen.
 */
export const screenRegistry: ScreenRegistry = {
  // The module screens not built yet (schemas/routes/builtScreens.ts); entries below win.
  ...notYetBuiltScreens,
  'general.login': () => import('../../screens/general/LoginScreen').then((m) => m.LoginScreen),
  'general.shell': () => import('../../screens/general/shell/AppShell').then((m) => m.AppShell),
  'general.home': () => import('../../screens/general/HomeScreen').then((m) => m.HomeScreen),
  'general.resetPassword': () =>
    import('../../screens/general/ResetPasswordScreen').then((m) => m.ResetPasswordScreen),
  'general.tokenExpired': () =>
    import('../../screens/general/TokenExpiredScreen').then((m) => m.TokenExpiredScreen),
  'general.forbidden': () => import('../../screens/general/ForbiddenScreen').then((m) => m.ForbiddenScreen),
  'general.notFound': () => import('../../screens/general/NotFoundScreen').then((m) => m.NotFoundScreen),
  'general.notAvailable': () =>
    import('../../screens/general/NotAvailableScreen').then((m) => m.NotAvailableScreen),
  // The generic descriptor screens (src/runtime/entity): the route names the entity they render.
  'entity.list': () => import('../runtime/entity/list/EntityListScreen').then((m) => m.EntityListScreen),
  'entity.create': () => import('../runtime/entity/form/EntityFormScreen').then((m) => m.EntityFormScreen),
  'entity.edit': () => import('../runtime/entity/form/EntityFormScreen').then((m) => m.EntityFormScreen),
  'entity.view': () =>
    import('../runtime/entity/detail/EntityDetailScreen').then((m) => m.EntityDetailScreen),
  'entity.board': () => import('../runtime/entity/board/EntityBoardScreen').then((m) => m.EntityBoardScreen),
  'entity.calendar': () =>
    import('../runtime/entity/calendar/EntityCalendarScreen').then((m) => m.EntityCalendarScreen),
  'entity.import': () =>
    import('../runtime/entity/list/import/EntityImportScreen').then((m) => m.EntityImportScreen),
  'entity.access': () =>
    import('../runtime/entity/access/EntityAccessScreen').then((m) => m.EntityAccessScreen),
  'entity.matrix': () =>
    import('../runtime/entity/matrix/EntityMatrixScreen').then((m) => m.EntityMatrixScreen),
  'entity.tree': () => import('../runtime/entity/tree/EntityTreeScreen').then((m) => m.EntityTreeScreen),
  'entity.masterList': () =>
    import('../runtime/entity/master/EntityMasterListScreen').then((m) => m.EntityMasterListScreen),
  'entity.tabs': () => import('../runtime/entity/tabs/EntityTabsScreen').then((m) => m.EntityTabsScreen),
  // Sign-off administration: the delegations with the hand-over, and the running applications.
  'wf.admin.inherite': () => import('../../screens/wf/admin/InheriteScreen').then((m) => m.InheriteScreen),
  'wf.admin.allRunning': () =>
    import('../../screens/wf/admin/AllRunningScreen').then((m) => m.AllRunningScreen),
  // The generic settings screen (src/runtime/settings), with the app's descriptors and widgets.
  'settings.document': () => import('./SettingsScreen').then((m) => m.SettingsScreen),
  // The generic task screen (src/runtime/tasks), with the app's task descriptors.
  'task.run': () => import('./TaskScreen').then((m) => m.TaskScreen),
  // The generic report screen (src/runtime/reports), with the app's report descriptors.
  'report.view': () => import('./ReportScreen').then((m) => m.ReportScreen),
  // System settings.
  'sc.notify': () => import('../../screens/sc/notify/NotifyScreen').then((m) => m.NotifyScreen),
  'sc.calendarYear': () =>
    import('../../screens/sc/calendar/CalendarYearScreen').then((m) => m.CalendarYearScreen),
  'sc.adduser': () => import('../../screens/sc/users/AddUserScreen').then((m) => m.AddUserScreen),
  'sc.viewuser': () => import('../../screens/sc/users/ViewUserScreen').then((m) => m.ViewUserScreen),
  'sc.list': () =>
    import('../../screens/sc/organisation/OrganisationScreen').then((m) => m.OrganisationScreen),
  'sc.adddept': () =>
    import('../../screens/sc/organisation/DepartmentFormScreen').then((m) => m.DepartmentFormScreen),
  'sc.inactiveDept': () =>
    import('../../screens/sc/organisation/InactiveDepartmentsScreen').then(
      (m) => m.InactiveDepartmentsScreen,
    ),
  'sc.userDepartments': () =>
    import('../../screens/sc/organisation/UserDepartmentsScreen').then((m) => m.UserDepartmentsScreen),
  'sc.rightsSettings': () =>
    import('../../screens/sc/rights/RightsSettingsScreen').then((m) => m.RightsSettingsScreen),
  'sc.group': () => import('../../screens/sc/groups/GroupsScreen').then((m) => m.GroupsScreen),
  'sc.importDept': () =>
    import('../../screens/sc/importExport/ImportDepartmentsScreen').then((m) => m.ImportDepartmentsScreen),
  'sc.importUser': () =>
    import('../../screens/sc/importExport/ImportUsersScreen').then((m) => m.ImportUsersScreen),
  'sc.exportDept': () =>
    import('../../screens/sc/importExport/ExportDepartmentsScreen').then((m) => m.ExportDepartmentsScreen),
  'sc.exportUser': () =>
    import('../../screens/sc/importExport/ExportUsersScreen').then((m) => m.ExportUsersScreen),
  // Sign-off administration: the form designer.
  'wf.admin.manageForms.edit': () =>
    import('../../screens/wf/designer/DesignerScreen').then((m) => m.DesignerScreen),
  // Sign-off, the user side.
  'as.use.calendar': () =>
    import('../../screens/as/calendar/AttendanceCalendarScreen').then((m) => m.AttendanceCalendarScreen),
  'as.use.workflow': () =>
    import('../../screens/as/workflow/AttendanceFormsScreen').then((m) => m.AttendanceFormsScreen),
  'as.use.clocking': () => import('../../screens/as/clocking/ClockingScreen').then((m) => m.ClockingScreen),
  'wf.use.list': () => import('../../screens/wf/use/SignoffListScreen').then((m) => m.SignoffListScreen),
  'wf.use.new.selectForm': () =>
    import('../../screens/wf/use/SelectFormScreen').then((m) => m.SelectFormScreen),
  'wf.use.new.fillingForm': () =>
    import('../../screens/wf/use/FillingFormScreen').then((m) => m.FillingFormScreen),
  'wf.form': () => import('../../screens/wf/instance/WfFormScreen').then((m) => m.WfFormScreen),
  // Document management: reading a file (hand-written; its other screens are generic).
  'dm.use.file.read.main': () => import('../../screens/dm/read/FileReadScreen').then((m) => m.FileReadScreen),
  'wf.formPrint': () =>
    import('../../screens/wf/instance/print/WfFormPrintScreen').then((m) => m.WfFormPrintScreen),
  // Document management: the full-page PDF viewer.
  'dm.pdf': () => import('../../screens/dm/pdf/PdfViewerScreen').then((m) => m.PdfViewerScreen),
  // Document management: sharing versions by link, and the public page of a link.
  'dm.versionshare': () => import('../../screens/dm/share/ShareScreen').then((m) => m.ShareScreen),
  'dm.versionbatch': () => import('../../screens/dm/share/ShareScreen').then((m) => m.ShareScreen),
  'dm.download': () => import('../../screens/dm/download/DownloadScreen').then((m) => m.DownloadScreen),
  // Document management: the paper dispatch slip, a print layout.
  'dm.printPaperDispatch': () =>
    import('../../screens/dm/dispatch/DispatchPrintScreen').then((m) => m.DispatchPrintScreen),
};

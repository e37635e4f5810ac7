/**
 * Every hand-written screen the router can render, by id. The web app maps each id
 * to a lazy import in its screen registry (src/app/screenRegistry.ts); the registry
 * is typed over this list, so a descriptor can only name a screen that exists.
 */
export const SCREEN_IDS = [
  'general.login',
  'general.shell',
  'general.home',
  'general.resetPassword',
  'general.tokenExpired',
  'general.forbidden',
  'general.notFound',
  'general.notAvailable',
  // The generic descriptor screens (src/runtime/entity): the route names the entity.
  'entity.list',
  'entity.create',
  'entity.edit',
  'entity.view',
  // The generic task screen (src/runtime/tasks): the route names the task.
  'task.run',
  // The generic report screen (src/runtime/reports): the route names the report.
  'report.view',
  'entity.board',
  // A calendar of an entity with a `calendar` section (month, week, day).
  'entity.calendar',
  // A grid of rows × days of an entity with a `matrix` section (a shift per person and day).
  'entity.matrix',
  // A tree of parent + order (categories, folders); the entity's descriptor has `tree`.
  'entity.tree',
  // A list beside the tree its `list.master` field points at (templates by category).
  'entity.masterList',
  // Tabs over the child routes (settings sections such as cm/admin/info-settings).
  'entity.tabs',
  // An import on a page of its own; the entity's list sends its Import button there.
  'entity.import',
  // Who may reach one row of an entity with an access list (`access`), `?id=` the row.
  'entity.access',
  // The generic settings-document screen (src/runtime/settings): the route names the document.
  'settings.document',
  // The module screens, one id per screen: a screen several routes share has one id
  // (`vs.eventDetail`, `vs.newEvent`, `vs.use.eventList`); the others are
  // named after their route.
  // System settings (schemas/routes/scRoutes.ts).
  'sc.list',
  'sc.adduser',
  'sc.adddept',
  'sc.importDept',
  'sc.importUser',
  'sc.exportDept',
  'sc.exportUser',
  'sc.viewuser',
  'sc.userDepartments',
  'sc.inactiveDept',
  'sc.group',
  'sc.rightsSettings',
  'sc.notify',
  'sc.calendarYear',
  // Workflow (schemas/routes/wfRoutes.ts); its admin lists, forms and settings are generic screens.
  'wf.use.list',
  'wf.use.new.selectForm',
  'wf.use.new.fillingForm',
  'wf.admin.manageForms.edit',
  'wf.admin.inherite',
  'wf.admin.allRunning',
  'wf.form',
  'wf.formPrint',
  // Document management (schemas/routes/dmRoutes.ts).
  'dm.use.file.read.main',
  'dm.versionbatch',
  'dm.versionshare',
  'dm.download',
  'dm.printPaperDispatch',
  'dm.pdf',
  // Attendance (schemas/routes/asRoutes.ts).
  'as.use.clocking',
  'as.use.calendar',
  'as.use.workflow',
  // Bulletin board (schemas/routes/bbRoutes.ts).
  'bb.use.list',
  'bb.use.read',
  'bb.admin.categoryLevel',
  'bb.admin.rights',
  'bb.admin.usage',
  'bb.admin.maintain',
  // Voting/survey and events (schemas/routes/vsRoutes.ts).
  'vs.use.eventList',
  'vs.eventDetail',
  'vs.admin.category',
  'vs.admin.permission.category',
  'vs.admin.eventMaint.list',
  'vs.newEvent',
  'vs.admin.example.list',
  // Financial accounting (schemas/routes/faRoutes.ts).
  // Asset and resource management (schemas/routes/amRoutes.ts).
  'am.teamsCallback',
  'am.use.resource.list.appointmentRecord',
  'am.use.resource.list.custodyProject',
  'am.use.resource.list.rentalDetails',
  'am.use.resource.list.createRental',
  'am.use.resource.list.appointmentProject',
  'am.use.resource.list.rentalStatusList',
  'am.use.resource.list.naturalResources',
  'am.admin.category',
  'am.admin.category.addResourceCategory',
  'am.admin.naturalResources.list',
  'am.admin.naturalResources.addNaturalResources',
  'am.admin.notificationSettings',
] as const;

export type ScreenId = (typeof SCREEN_IDS)[number];

import type { ScreenId } from './screenIds';

/**
 * The screens that exist. Every other screen id renders the plain "not available yet"
 * screen, and docs/routes.md marks its routes as not built. When a screen is built, add
 * its id here and its loader to src/app/screenRegistry.ts; src/app/screenRegistry.test.ts
 * fails while the two disagree.
 */
export const BUILT_SCREENS = [
  'general.login',
  'general.shell',
  'general.home',
  'general.resetPassword',
  'general.tokenExpired',
  'general.forbidden',
  'general.notFound',
  'general.notAvailable',
  // The generic descriptor screens (src/runtime/entity).
  'entity.list',
  'entity.create',
  'entity.edit',
  'entity.view',
  'entity.board',
  'entity.calendar',
  'entity.matrix',
  'entity.tree',
  'entity.masterList',
  'entity.import',
  'entity.access',
  // Sign-off administration (the rest of its screens are generic).
  'wf.admin.inherite',
  'wf.admin.allRunning',
  'entity.tabs',
  'settings.document',
  'task.run',
  'report.view',
  // System settings.
  'sc.notify',
  'sc.calendarYear',
  'sc.adduser',
  'sc.viewuser',
  'sc.list',
  'sc.adddept',
  'sc.inactiveDept',
  'sc.userDepartments',
  'sc.rightsSettings',
  'sc.group',
  'sc.importDept',
  'sc.importUser',
  'sc.exportDept',
  'sc.exportUser',
  // Sign-off administration: the form designer (hand-written, issue 13).
  'wf.admin.manageForms.edit',
  // Sign-off, the user side (hand-written, issue 13).
  'wf.use.list',
  'wf.use.new.selectForm',
  'wf.use.new.fillingForm',
  'wf.form',
  'wf.formPrint',
  // Document management: reading a file (hand-written, issue 17).
  'dm.use.file.read.main',
  // Attendance, the user side (hand-written, issue 15).
  'as.use.clocking',
  'as.use.calendar',
  'as.use.workflow',
  // Document management: the full-page PDF viewer (hand-written).
  'dm.pdf',
  // Document management: sharing versions by link, and the public page of a link (hand-written).
  'dm.versionshare',
  'dm.versionbatch',
  'dm.download',
  // Document management: the paper dispatch slip, a print layout (hand-written).
  'dm.printPaperDispatch',
] as const satisfies readonly ScreenId[];

export type BuiltScreenId = (typeof BUILT_SCREENS)[number];

export function isBuiltScreen(id: ScreenId): boolean {
  return (BUILT_SCREENS as readonly ScreenId[]).includes(id);
}

import type { RouteDescriptor } from './RouteDescriptor';

/**
 * Document management (spec section 2): the file list and file screens, version sharing, and the admin
 * side.
 */
export const dmRoutes: RouteDescriptor = {
  path: '/dm',
  name: 'dm',
  redirect: '/dm/use',
  breadcrumb: 'common:modules.dm',
  permission: 'dm',
  children: [
    {
      path: 'use',
      name: 'dm.use',
      redirect: '/dm/use/list',
      breadcrumb: 'dm:routes.use.title',
      hideInBreadcrumb: true,
      permission: 'dm.use',
      children: [
        {
          path: 'list',
          name: 'dm.use.list',
          redirect: '/dm/use/list/file',
          breadcrumb: 'dm:routes.use.list.title',
          children: [
            {
              path: 'file',
              name: 'dm.use.list.file',
              breadcrumb: 'dm:routes.use.list.file.title',
              // The folder tree (its access lists decide what each person sees) beside its files;
              // files dropped on the list are uploaded into the chosen folder (`list.upload`).
              permission: 'dm.use.document.actions.view',
              screen: 'entity.masterList',
              entity: 'dm.document',
            },
            {
              path: 'cfg',
              name: 'dm.use.list.cfg',
              breadcrumb: 'dm:routes.use.list.cfg.title',
              // Each person's own preferences (a user-scoped settings document).
              permission: 'dm.use.document.actions.view',
              screen: 'settings.document',
              settings: 'dm.myFiles',
            },
          ],
        },
        {
          path: 'file',
          name: 'dm.use.file',
          redirect: '/dm/use/list/file',
          breadcrumb: 'dm:routes.use.file.title',
          children: [
            {
              path: 'attr',
              name: 'dm.use.file.attr',
              redirect: '/dm/use/file/basic_attr',
              breadcrumb: 'dm:routes.use.file.attr.title',
            },
            {
              path: 'basic_attr',
              name: 'dm.use.file.basicAttr',
              breadcrumb: 'dm:routes.use.file.basicAttr.title',
              // A file's name, folder, description, model and the model's attributes (`?id=`), on
              // the runtime's edit screen (docs/guide-form-fields-by-model.md).
              permission: 'dm.use.document.actions.edit',
              screen: 'entity.edit',
              entity: 'dm.document',
            },
            {
              path: 'info',
              name: 'dm.use.file.info',
              redirect: '/dm/use/file/info/main',
              breadcrumb: 'dm:routes.use.file.info.title',
              children: [
                {
                  path: 'main',
                  name: 'dm.use.file.info.main',
                  breadcrumb: 'dm:routes.use.file.info.main.title',
                  // A file's record and its versions (`?id=`), on the runtime's detail screen.
                  permission: 'dm.use.document.actions.view',
                  screen: 'entity.view',
                  entity: 'dm.document',
                },
              ],
            },
            {
              path: 'advanced',
              name: 'dm.use.file.advanced',
              redirect: '/dm/use/file/advanced/main',
              breadcrumb: 'dm:routes.use.file.advanced.title',
              children: [
                {
                  path: 'main',
                  name: 'dm.use.file.advanced.main',
                  breadcrumb: 'dm:routes.use.file.advanced.main.title',
                  // Who may reach the file: its access list (`?id=`), on the runtime's access screen.
                  permission: 'dm.use.document.actions.view',
                  screen: 'entity.access',
                  entity: 'dm.document',
                },
              ],
            },
            {
              path: 'read',
              name: 'dm.use.file.read',
              redirect: '/dm/use/file/read/main',
              breadcrumb: 'dm:routes.use.file.read.title',
              children: [
                {
                  path: 'main',
                  name: 'dm.use.file.read.main',
                  breadcrumb: 'dm:routes.use.file.read.main.title',
                  // The file's preview and download (`?id=`): PDFs in the viewer, images, text.
                  permission: 'dm.use.document.actions.view',
                  screen: 'dm.use.file.read.main',
                },
              ],
            },
          ],
        },
      ],
    },
    {
      path: 'versionbatch',
      name: 'dm.versionbatch',
      breadcrumb: 'dm:routes.versionbatch.title',
      permission: 'dm.use',
      screen: 'dm.versionbatch',
      // Opened from the file list's selection (`?ids=1,2,3`): their current versions.
      hideInMenu: true,
    },
    {
      path: 'versionshare',
      name: 'dm.versionshare',
      breadcrumb: 'dm:routes.versionshare.title',
      permission: 'dm.use',
      screen: 'dm.versionshare',
      // Opened from a file's or a version's actions (`?document=&version=`).
      hideInMenu: true,
    },
    {
      path: 'admin',
      name: 'dm.admin',
      redirect: '/dm/admin/global',
      breadcrumb: 'dm:routes.admin.title',
      permission: 'dm.admin',
      children: [
        {
          path: 'global',
          name: 'dm.admin.global',
          breadcrumb: 'dm:routes.admin.global.title',
          // Largest file, space per person and the kinds allowed: a settings document.
          permission: 'dm.admin.global.actions.view',
          screen: 'settings.document',
          settings: 'dm.global',
        },
        {
          path: 'activity',
          name: 'dm.admin.activity',
          breadcrumb: 'dm:routes.admin.activity.title',
          // Every upload, version, restore, view and download, filterable: on the runtime.
          permission: 'dm.admin.activity.actions.view',
          screen: 'entity.list',
          entity: 'dm.activity',
        },
        {
          path: 'job',
          name: 'dm.admin.job',
          breadcrumb: 'dm:routes.admin.job.title',
          // Text extraction and other background work: progress, failures, retry (docs/guide-jobs.md).
          permission: 'dm.admin.job.actions.view',
          screen: 'entity.list',
          entity: 'dm.job',
        },
        {
          path: 'modelGroup',
          name: 'dm.admin.modelGroup',
          breadcrumb: 'dm:routes.admin.modelGroup.title',
          // The document models (contract, official letter…): each a form of attributes designed
          // with the sign-off designer's form part; files pick one on their basic attributes.
          permission: 'dm.admin.modelGroup.actions.view',
          screen: 'entity.list',
          entity: 'dm.model',
        },
        {
          path: 'manage',
          name: 'dm.admin.manage',
          redirect: '/dm/admin/manage/main',
          breadcrumb: 'dm:routes.admin.manage.title',
          children: [
            {
              path: 'main',
              name: 'dm.admin.manage.main',
              breadcrumb: 'dm:routes.admin.manage.main.title',
              // The register of incoming and outgoing documents (docs/guide-dm-dispatch.md); the
              // dispatch types are the sibling tab `type` (the descriptor's menu).
              permission: 'dm.admin.manage.actions.view',
              screen: 'entity.list',
              entity: 'dm.dispatch',
            },
            {
              path: 'dispach-detail',
              name: 'dm.admin.manage.dispatchDetail',
              breadcrumb: 'dm:routes.admin.manage.dispatchDetail.title',
              // One dispatch (`?id=`): its fields, linked files and sign-off, on the runtime's detail.
              permission: 'dm.admin.manage.actions.view',
              screen: 'entity.view',
              entity: 'dm.dispatch',
            },
          ],
        },
      ],
    },
  ],
};

/** Full-page dm screens outside the signed-in shell (spec section 2, "General"). */
export const dmPageRoutes: RouteDescriptor[] = [
  {
    path: '/dm/download',
    name: 'dm.download',
    breadcrumb: 'dm:routes.download.title',
    screen: 'dm.download',
    // A shared link (`?token=`) is opened by people outside the organisation: no session needed.
    access: 'public',
  },
  {
    path: '/dm/print-paper-dispatch',
    name: 'dm.printPaperDispatch',
    breadcrumb: 'dm:routes.printPaperDispatch.title',
    // A dispatch's slip (`?id=`), read through the register's own API and rights.
    permission: 'dm.admin.manage.actions.view',
    screen: 'dm.printPaperDispatch',
  },
  {
    path: '/dm/pdf',
    name: 'dm.pdf',
    breadcrumb: 'dm:routes.pdf.title',
    permission: 'dm',
    screen: 'dm.pdf',
  },
];

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
              screen: 'dm.use.list.file',
            },
            {
              path: 'cfg',
              name: 'dm.use.list.cfg',
              breadcrumb: 'dm:routes.use.list.cfg.title',
              screen: 'dm.use.list.cfg',
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
              screen: 'dm.use.file.basicAttr',
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
                  screen: 'dm.use.file.info.main',
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
                  screen: 'dm.use.file.advanced.main',
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
      // Opened from a file's actions, for the files chosen there.
      hideInMenu: true,
    },
    {
      path: 'versionshare',
      name: 'dm.versionshare',
      breadcrumb: 'dm:routes.versionshare.title',
      permission: 'dm.use',
      screen: 'dm.versionshare',
      // Opened from a file's actions, for the files chosen there.
      hideInMenu: true,
    },
    {
      path: 'download',
      name: 'dm.download',
      breadcrumb: 'dm:routes.download.title',
      permission: 'dm.use',
      screen: 'dm.download',
      // Opened from a file's actions, for the files chosen there.
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
          screen: 'dm.admin.global',
        },
        {
          path: 'activity',
          name: 'dm.admin.activity',
          breadcrumb: 'dm:routes.admin.activity.title',
          screen: 'dm.admin.activity',
        },
        {
          path: 'job',
          name: 'dm.admin.job',
          breadcrumb: 'dm:routes.admin.job.title',
          screen: 'dm.admin.job',
        },
        {
          path: 'modelGroup',
          name: 'dm.admin.modelGroup',
          breadcrumb: 'dm:routes.admin.modelGroup.title',
          screen: 'dm.admin.modelGroup',
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
              screen: 'dm.admin.manage.main',
            },
            {
              path: 'dispach-detail',
              name: 'dm.admin.manage.dispatchDetail',
              breadcrumb: 'dm:routes.admin.manage.dispatchDetail.title',
              screen: 'dm.admin.manage.dispatchDetail',
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
    path: '/dm/print-paper-dispatch',
    name: 'dm.printPaperDispatch',
    breadcrumb: 'dm:routes.printPaperDispatch.title',
    permission: 'dm',
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

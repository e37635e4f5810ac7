import type { RouteDescriptor } from './RouteDescriptor';

/**
 * Asset and resource management (spec section 2).
 */
export const amRoutes: RouteDescriptor = {
  path: '/am',
  name: 'am',
  redirect: '/am/use',
  breadcrumb: 'common:modules.am',
  permission: 'am',
  children: [
    {
      path: 'sync/teams/callback',
      name: 'am.teamsCallback',
      breadcrumb: 'am:routes.teamsCallback.title',
      permission: 'am',
      screen: 'am.teamsCallback',
      // Where Microsoft Teams sends the user back after signing in, never a page to pick.
      hideInMenu: true,
    },
    {
      path: 'use',
      name: 'am.use',
      redirect: '/am/use/list',
      breadcrumb: 'am:routes.use.title',
      hideInBreadcrumb: true,
      permission: 'am.use',
      children: [
        {
          path: 'list',
          name: 'am.use.list',
          redirect: '/am/use/resource/list',
          breadcrumb: 'am:routes.use.list.title',
        },
        {
          path: 'resource',
          name: 'am.use.resource',
          redirect: '/am/use/resource/list',
          breadcrumb: 'am:routes.use.resource.title',
          hideInBreadcrumb: true,
          children: [
            {
              path: 'list',
              name: 'am.use.resource.list',
              redirect: '/am/use/resource/list/appointmentRecord?type=all',
              breadcrumb: 'am:routes.use.resource.list.title',
              children: [
                {
                  path: 'appointmentRecord',
                  name: 'am.use.resource.list.appointmentRecord',
                  breadcrumb: 'am:routes.use.resource.list.appointmentRecord.title',
                  screen: 'am.use.resource.list.appointmentRecord',
                },
                {
                  path: 'custodyProject',
                  name: 'am.use.resource.list.custodyProject',
                  breadcrumb: 'am:routes.use.resource.list.custodyProject.title',
                  screen: 'am.use.resource.list.custodyProject',
                },
                {
                  path: 'rentalDetails',
                  name: 'am.use.resource.list.rentalDetails',
                  breadcrumb: 'am:routes.use.resource.list.rentalDetails.title',
                  screen: 'am.use.resource.list.rentalDetails',
                },
                {
                  path: 'createRental',
                  name: 'am.use.resource.list.createRental',
                  breadcrumb: 'am:routes.use.resource.list.createRental.title',
                  screen: 'am.use.resource.list.createRental',
                },
                {
                  path: 'appointmentProject',
                  name: 'am.use.resource.list.appointmentProject',
                  breadcrumb: 'am:routes.use.resource.list.appointmentProject.title',
                  screen: 'am.use.resource.list.appointmentProject',
                },
                {
                  path: 'rentalStatusList',
                  name: 'am.use.resource.list.rentalStatusList',
                  breadcrumb: 'am:routes.use.resource.list.rentalStatusList.title',
                  screen: 'am.use.resource.list.rentalStatusList',
                },
                {
                  path: 'naturalResources',
                  name: 'am.use.resource.list.naturalResources',
                  breadcrumb: 'am:routes.use.resource.list.naturalResources.title',
                  screen: 'am.use.resource.list.naturalResources',
                },
              ],
            },
          ],
        },
      ],
    },
    {
      path: 'admin',
      name: 'am.admin',
      redirect: '/am/admin/category?type=1',
      breadcrumb: 'am:routes.admin.title',
      permission: 'am.admin',
      children: [
        {
          path: 'category',
          name: 'am.admin.category',
          breadcrumb: 'am:routes.admin.category.title',
          children: [
            {
              name: 'am.admin.category.list',
              index: true,
              screen: 'am.admin.category',
            },
            {
              path: 'addResourceCategory',
              name: 'am.admin.category.addResourceCategory',
              breadcrumb: 'am:routes.admin.category.addResourceCategory.title',
              screen: 'am.admin.category.addResourceCategory',
            },
          ],
        },
        {
          path: 'naturalResources',
          name: 'am.admin.naturalResources',
          redirect: '/am/admin/naturalResources/list',
          breadcrumb: 'am:routes.admin.naturalResources.title',
          children: [
            {
              path: 'list',
              name: 'am.admin.naturalResources.list',
              breadcrumb: 'am:routes.admin.naturalResources.list.title',
              screen: 'am.admin.naturalResources.list',
            },
            {
              path: 'addNaturalResources',
              name: 'am.admin.naturalResources.addNaturalResources',
              breadcrumb: 'am:routes.admin.naturalResources.addNaturalResources.title',
              screen: 'am.admin.naturalResources.addNaturalResources',
            },
          ],
        },
        {
          path: 'notificationSettings',
          name: 'am.admin.notificationSettings',
          breadcrumb: 'am:routes.admin.notificationSettings.title',
          screen: 'am.admin.notificationSettings',
        },
      ],
    },
  ],
};

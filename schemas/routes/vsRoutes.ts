import type { RouteDescriptor } from './RouteDescriptor';

/**
 * Voting/survey and events (spec section 2). Event detail, and new/edit of events and templates, are
 * one screen each, reused by several routes.
 */
export const vsRoutes: RouteDescriptor = {
  path: '/vs',
  name: 'vs',
  redirect: '/vs/use',
  breadcrumb: 'common:modules.vs',
  permission: 'vs',
  children: [
    {
      path: 'use',
      name: 'vs.use',
      redirect: '/vs/use/pending',
      breadcrumb: 'vs:routes.use.title',
      hideInBreadcrumb: true,
      permission: 'vs.use',
      children: [
        {
          path: 'pending',
          name: 'vs.use.pending',
          breadcrumb: 'vs:routes.use.pending.title',
          screen: 'vs.use.eventList',
        },
        {
          path: 'ongoing',
          name: 'vs.use.ongoing',
          breadcrumb: 'vs:routes.use.ongoing.title',
          screen: 'vs.use.eventList',
        },
        {
          path: 'completed',
          name: 'vs.use.completed',
          breadcrumb: 'vs:routes.use.completed.title',
          screen: 'vs.use.eventList',
        },
        {
          path: 'detail/:category/:id',
          name: 'vs.use.detail',
          breadcrumb: 'vs:routes.use.detail.title',
          screen: 'vs.eventDetail',
          propsFromParams: ['category', 'id'],
        },
      ],
    },
    {
      path: 'admin',
      name: 'vs.admin',
      redirect: '/vs/admin/event-maint/all',
      breadcrumb: 'vs:routes.admin.title',
      permission: 'vs.admin',
      children: [
        {
          path: 'category',
          name: 'vs.admin.category',
          breadcrumb: 'vs:routes.admin.category.title',
          screen: 'vs.admin.category',
        },
        {
          path: 'permission',
          name: 'vs.admin.permission',
          redirect: '/vs/admin/permission/all',
          breadcrumb: 'vs:routes.admin.permission.title',
          hideInBreadcrumb: true,
          children: [
            {
              path: ':category',
              name: 'vs.admin.permission.category',
              breadcrumb: 'vs:routes.admin.permission.category.title',
              screen: 'vs.admin.permission.category',
              propsFromParams: ['category'],
            },
          ],
        },
        {
          path: 'event-maint',
          name: 'vs.admin.eventMaint',
          redirect: '/vs/admin/event-maint/all',
          breadcrumb: 'vs:routes.admin.eventMaint.title',
          hideInBreadcrumb: true,
          children: [
            {
              path: ':category',
              name: 'vs.admin.eventMaint.list',
              breadcrumb: 'vs:routes.admin.eventMaint.list.title',
              screen: 'vs.admin.eventMaint.list',
              propsFromParams: ['category'],
            },
            {
              path: ':category/:id',
              name: 'vs.admin.eventMaint.detail',
              breadcrumb: 'vs:routes.admin.eventMaint.detail.title',
              screen: 'vs.eventDetail',
              propsFromParams: ['category', 'id'],
            },
            {
              path: 'new-event/:templateId?',
              name: 'vs.admin.eventMaint.newEvent',
              breadcrumb: 'vs:routes.admin.eventMaint.newEvent.title',
              screen: 'vs.newEvent',
              propsFromParams: ['templateId'],
            },
            {
              path: 'edit-event/:id',
              name: 'vs.admin.eventMaint.editEvent',
              breadcrumb: 'vs:routes.admin.eventMaint.editEvent.title',
              screen: 'vs.newEvent',
              propsFromParams: ['id'],
            },
          ],
        },
        {
          path: 'example',
          name: 'vs.admin.example',
          redirect: '/vs/admin/example/all',
          breadcrumb: 'vs:routes.admin.example.title',
          children: [
            {
              path: ':category',
              name: 'vs.admin.example.list',
              breadcrumb: 'vs:routes.admin.example.list.title',
              screen: 'vs.admin.example.list',
              propsFromParams: ['category'],
            },
            {
              path: ':category/:id',
              name: 'vs.admin.example.detail',
              breadcrumb: 'vs:routes.admin.example.detail.title',
              screen: 'vs.eventDetail',
              propsFromParams: ['category', 'id'],
            },
            {
              path: 'new-example/:templateId?',
              name: 'vs.admin.example.newExample',
              breadcrumb: 'vs:routes.admin.example.newExample.title',
              screen: 'vs.newEvent',
              propsFromParams: ['templateId'],
            },
            {
              path: 'edit-example/:id',
              name: 'vs.admin.example.editExample',
              breadcrumb: 'vs:routes.admin.example.editExample.title',
              screen: 'vs.newEvent',
              propsFromParams: ['id'],
            },
          ],
        },
      ],
    },
  ],
};

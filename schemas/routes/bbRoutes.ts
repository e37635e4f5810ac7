import type { RouteDescriptor } from './RouteDescriptor';

/**
 * Bulletin board (spec section 2): the list opens on the latest items, stamped with the time of the
 * visit.
 */
export const bbRoutes: RouteDescriptor = {
  path: '/bb',
  name: 'bb',
  redirect: '/bb/use',
  breadcrumb: 'common:modules.bb',
  permission: 'bb',
  children: [
    {
      path: 'use',
      name: 'bb.use',
      redirect: '/bb/use/list?category=latest&time={now}',
      breadcrumb: 'bb:routes.use.title',
      hideInBreadcrumb: true,
      permission: 'bb.use',
      children: [
        {
          path: 'list',
          name: 'bb.use.list',
          breadcrumb: 'bb:routes.use.list.title',
          screen: 'bb.use.list',
        },
        {
          path: 'read/:id',
          name: 'bb.use.read',
          breadcrumb: 'bb:routes.use.read.title',
          screen: 'bb.use.read',
          propsFromParams: ['id'],
        },
      ],
    },
    {
      path: 'admin',
      name: 'bb.admin',
      redirect: '/bb/admin/category',
      breadcrumb: 'bb:routes.admin.title',
      permission: 'bb.admin',
      children: [
        {
          path: 'category',
          name: 'bb.admin.category',
          breadcrumb: 'bb:routes.admin.category.title',
          permission: 'bb.admin.category.actions.view',
          screen: 'entity.tree',
          entity: 'bb.category',
        },
        {
          path: 'category-level',
          name: 'bb.admin.categoryLevel',
          breadcrumb: 'bb:routes.admin.categoryLevel.title',
          screen: 'bb.admin.categoryLevel',
        },
        {
          path: 'rights',
          name: 'bb.admin.rights',
          breadcrumb: 'bb:routes.admin.rights.title',
          screen: 'bb.admin.rights',
        },
        {
          path: 'usage',
          name: 'bb.admin.usage',
          breadcrumb: 'bb:routes.admin.usage.title',
          screen: 'bb.admin.usage',
        },
        {
          path: 'maintain',
          name: 'bb.admin.maintain',
          breadcrumb: 'bb:routes.admin.maintain.title',
          screen: 'bb.admin.maintain',
        },
      ],
    },
  ],
};

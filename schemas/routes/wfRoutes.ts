import type { RouteDescriptor } from './RouteDescriptor';

/**
 * Workflow (spec section 2): the sign-off list and new applications on the user side, form management
 * on the admin side.
 */
export const wfRoutes: RouteDescriptor = {
  path: '/wf',
  name: 'wf',
  redirect: '/wf/use',
  breadcrumb: 'common:modules.wf',
  permission: 'wf',
  children: [
    {
      path: 'use',
      name: 'wf.use',
      redirect: '/wf/use/list?key=1&folder=receive&sub=0&name=',
      breadcrumb: 'wf:routes.use.title',
      hideInBreadcrumb: true,
      permission: 'wf.use',
      children: [
        {
          path: 'list',
          name: 'wf.use.list',
          breadcrumb: 'wf:routes.use.list.title',
          screen: 'wf.use.list',
        },
        {
          path: 'new',
          name: 'wf.use.new',
          redirect: '/wf/use/new/select-form',
          breadcrumb: 'wf:routes.use.new.title',
          children: [
            {
              path: 'select-form',
              name: 'wf.use.new.selectForm',
              breadcrumb: 'wf:routes.use.new.selectForm.title',
              screen: 'wf.use.new.selectForm',
            },
            {
              path: 'filling-form',
              name: 'wf.use.new.fillingForm',
              breadcrumb: 'wf:routes.use.new.fillingForm.title',
              screen: 'wf.use.new.fillingForm',
            },
          ],
        },
      ],
    },
    {
      path: 'admin',
      name: 'wf.admin',
      redirect: '/wf/admin/manage-forms',
      breadcrumb: 'wf:routes.admin.title',
      permission: 'wf.admin',
      children: [
        {
          path: 'manage-forms',
          name: 'wf.admin.manageForms',
          redirect: '/wf/admin/manage-forms/list?id=0&activated=1',
          breadcrumb: 'wf:routes.admin.manageForms.title',
          children: [
            {
              path: 'list',
              name: 'wf.admin.manageForms.list',
              breadcrumb: 'wf:routes.admin.manageForms.list.title',
              permission: 'wf.admin.manageForms.actions.view',
              screen: 'entity.masterList',
              entity: 'wf.template',
            },
            {
              path: 'new-category',
              name: 'wf.admin.manageForms.newCategory',
              breadcrumb: 'wf:routes.admin.manageForms.newCategory.title',
              permission: 'wf.admin.manageForms.actions.create',
              screen: 'entity.create',
              entity: 'wf.templateCategory',
            },
            {
              path: 'edit',
              name: 'wf.admin.manageForms.edit',
              breadcrumb: 'wf:routes.admin.manageForms.edit.title',
              screen: 'wf.admin.manageForms.edit',
            },
          ],
        },
        {
          path: 'inherite',
          name: 'wf.admin.inherite',
          breadcrumb: 'wf:routes.admin.inherite.title',
          permission: 'wf.admin.delegation.actions.view',
          screen: 'wf.admin.inherite',
        },
        {
          path: 'inherite-add',
          name: 'wf.admin.inheriteAdd',
          breadcrumb: 'wf:routes.admin.inheriteAdd.title',
          permission: 'wf.admin.delegation.actions.create',
          screen: 'entity.create',
          entity: 'wf.delegation',
        },
        {
          path: 'all-running',
          name: 'wf.admin.allRunning',
          breadcrumb: 'wf:routes.admin.allRunning.title',
          permission: 'wf.admin.allRunning.actions.view',
          screen: 'wf.admin.allRunning',
        },
        {
          path: 'notification-settings',
          name: 'wf.admin.notificationSettings',
          breadcrumb: 'wf:routes.admin.notificationSettings.title',
          permission: 'wf.admin.settings.actions.view',
          screen: 'settings.document',
          settings: 'wf.notification',
        },
        {
          path: 'common-settings',
          name: 'wf.admin.commonSettings',
          breadcrumb: 'wf:routes.admin.commonSettings.title',
          permission: 'wf.admin.settings.actions.view',
          screen: 'settings.document',
          settings: 'wf.common',
        },
      ],
    },
  ],
};

/** Full-page wf screens outside the signed-in shell (spec section 2, "General"). */
export const wfPageRoutes: RouteDescriptor[] = [
  {
    path: '/wf-form',
    name: 'wf.form',
    breadcrumb: 'wf:routes.form.title',
    permission: 'wf',
    screen: 'wf.form',
  },
  {
    path: '/wf-form-print',
    name: 'wf.formPrint',
    breadcrumb: 'wf:routes.formPrint.title',
    permission: 'wf',
    screen: 'wf.formPrint',
  },
];

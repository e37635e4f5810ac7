import type { RouteDescriptor } from './RouteDescriptor';

/**
 * Customer management (spec section 2), built on the generic entity screens. A record screen
 * (lead/view, quota/detail) takes the record id from the query (`?id=`).
 *
 * The admin settings lists are not declared here: each settings entity descriptor names its
 * section in its `menu` (`{ parent: 'cm.admin.finance', path: 'term-of-payment' }`) and
 * mergeEntityMenus adds the list route, so a new settings screen needs no route code. Only
 * pipeline is declared, because it has a create page of its own.
 */
export const cmRoutes: RouteDescriptor = {
  path: '/cm',
  name: 'cm',
  redirect: '/cm/use',
  breadcrumb: 'common:modules.cm',
  permission: 'cm',
  children: [
    {
      path: 'use',
      name: 'cm.use',
      redirect: '/cm/use/lead',
      breadcrumb: 'cm:menu.use',
      hideInBreadcrumb: true,
      permission: 'cm.use',
      children: [
        {
          path: 'lead',
          name: 'cm.use.lead',
          breadcrumb: 'cm:menu.lead',
          children: [
            {
              index: true,
              name: 'cm.use.lead.board',
              permission: 'cm.use.lead.actions.view',
              screen: 'entity.board',
              entity: 'cm.lead',
            },
            {
              path: 'table',
              name: 'cm.use.lead.table',
              breadcrumb: 'cm:menu.leadTable',
              permission: 'cm.use.lead.actions.view',
              screen: 'entity.list',
              entity: 'cm.lead',
            },
            {
              path: 'create',
              name: 'cm.use.lead.create',
              breadcrumb: 'cm:menu.leadCreate',
              permission: 'cm.use.lead.actions.create',
              screen: 'entity.create',
              entity: 'cm.lead',
            },
            {
              path: 'view',
              name: 'cm.use.lead.view',
              breadcrumb: 'cm:menu.leadView',
              permission: 'cm.use.lead.actions.view',
              screen: 'entity.view',
              entity: 'cm.lead',
            },
          ],
        },
        {
          path: 'quota',
          name: 'cm.use.quota',
          breadcrumb: 'cm:menu.quota',
          children: [
            {
              index: true,
              name: 'cm.use.quota.list',
              permission: 'cm.use.quotation.actions.view',
              screen: 'entity.list',
              entity: 'cm.quotation',
            },
            {
              path: 'create',
              name: 'cm.use.quota.create',
              breadcrumb: 'cm:menu.quotaCreate',
              permission: 'cm.use.quotation.actions.create',
              screen: 'entity.create',
              entity: 'cm.quotation',
            },
            {
              path: 'detail',
              name: 'cm.use.quota.detail',
              breadcrumb: 'cm:menu.quotaDetail',
              permission: 'cm.use.quotation.actions.view',
              screen: 'entity.view',
              entity: 'cm.quotation',
            },
          ],
        },
        {
          path: 'contact',
          name: 'cm.use.contact',
          redirect: '/cm/use/contact/organizations',
          breadcrumb: 'cm:menu.contact',
          children: [
            {
              path: 'organizations',
              name: 'cm.use.contact.organizations',
              breadcrumb: 'cm:menu.organizations',
              children: [
                {
                  index: true,
                  name: 'cm.use.contact.organizations.list',
                  permission: 'cm.use.organization.actions.view',
                  screen: 'entity.list',
                  entity: 'cm.organization',
                },
                {
                  path: 'create',
                  name: 'cm.use.contact.organizations.create',
                  breadcrumb: 'cm:menu.organizationCreate',
                  permission: 'cm.use.organization.actions.create',
                  screen: 'entity.create',
                  entity: 'cm.organization',
                },
              ],
            },
            {
              path: 'persons',
              name: 'cm.use.contact.persons',
              breadcrumb: 'cm:menu.persons',
              children: [
                {
                  index: true,
                  name: 'cm.use.contact.persons.list',
                  permission: 'cm.use.person.actions.view',
                  screen: 'entity.list',
                  entity: 'cm.person',
                },
                {
                  path: 'create',
                  name: 'cm.use.contact.persons.create',
                  breadcrumb: 'cm:menu.personCreate',
                  permission: 'cm.use.person.actions.create',
                  screen: 'entity.create',
                  entity: 'cm.person',
                },
              ],
            },
          ],
        },
        {
          path: 'product',
          name: 'cm.use.product',
          breadcrumb: 'cm:menu.product',
          children: [
            {
              index: true,
              name: 'cm.use.product.list',
              permission: 'cm.use.product.actions.view',
              screen: 'entity.list',
              entity: 'cm.product',
            },
            {
              path: 'create',
              name: 'cm.use.product.create',
              breadcrumb: 'cm:menu.productCreate',
              permission: 'cm.use.product.actions.create',
              screen: 'entity.create',
              entity: 'cm.product',
            },
            {
              path: 'view',
              name: 'cm.use.product.view',
              breadcrumb: 'cm:menu.productView',
              permission: 'cm.use.product.actions.view',
              screen: 'entity.view',
              entity: 'cm.product',
            },
          ],
        },
      ],
    },
    {
      path: 'admin',
      name: 'cm.admin',
      redirect: '/cm/admin/info-settings',
      breadcrumb: 'cm:menu.admin',
      permission: 'cm.admin',
      children: [
        {
          // The spec's "lead section": the lead settings, opening on its first tab.
          path: 'info-settings',
          name: 'cm.admin.infoSettings',
          redirect: '/cm/admin/info-settings/pipeline',
          breadcrumb: 'cm:menu.infoSettings',
          screen: 'entity.tabs',
          children: [
            {
              path: 'pipeline',
              name: 'cm.admin.infoSettings.pipeline',
              breadcrumb: 'cm:menu.pipeline',
              children: [
                {
                  index: true,
                  name: 'cm.admin.infoSettings.pipeline.list',
                  permission: 'cm.admin.pipeline.actions.view',
                  screen: 'entity.list',
                  entity: 'cm.pipeline',
                },
                {
                  path: 'create',
                  name: 'cm.admin.infoSettings.pipeline.create',
                  breadcrumb: 'cm:menu.pipelineCreate',
                  permission: 'cm.admin.pipeline.actions.create',
                  screen: 'entity.create',
                  entity: 'cm.pipeline',
                },
              ],
            },
          ],
        },
        {
          path: 'finance',
          name: 'cm.admin.finance',
          redirect: '/cm/admin/finance/term-of-payment',
          breadcrumb: 'cm:menu.finance',
          screen: 'entity.tabs',
        },
        {
          path: 'business',
          name: 'cm.admin.business',
          redirect: '/cm/admin/business/tax-category',
          breadcrumb: 'cm:menu.business',
          screen: 'entity.tabs',
        },
        {
          path: 'more',
          name: 'cm.admin.more',
          redirect: '/cm/admin/more/tags',
          breadcrumb: 'cm:menu.more',
          screen: 'entity.tabs',
        },
      ],
    },
  ],
};

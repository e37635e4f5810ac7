import type { RouteDescriptor } from './RouteDescriptor';

/**
 * Financial accounting (spec section 2). Batch confirm and batch post reuse the voucher screen.
 */
export const faRoutes: RouteDescriptor = {
  path: '/fa',
  name: 'fa',
  redirect: '/fa/use',
  breadcrumb: 'common:modules.fa',
  permission: 'fa',
  children: [
    {
      path: 'use',
      name: 'fa.use',
      redirect: '/fa/use/accounting',
      breadcrumb: 'fa:routes.use.title',
      hideInBreadcrumb: true,
      permission: 'fa.use',
      children: [
        {
          path: 'accounting',
          name: 'fa.use.accounting',
          redirect: '/fa/use/accounting/voucher',
          breadcrumb: 'fa:routes.use.accounting.title',
          children: [
            {
              path: 'voucher',
              name: 'fa.use.accounting.voucher',
              breadcrumb: 'fa:routes.use.accounting.voucher.title',
              // Vouchers are a document with line items (schemas/fa/entities/voucher.entity.json).
              children: [
                {
                  index: true,
                  name: 'fa.use.accounting.voucher.list',
                  permission: 'fa.use.voucher.actions.view',
                  screen: 'entity.list',
                  entity: 'fa.voucher',
                },
                {
                  path: 'create',
                  name: 'fa.use.accounting.voucher.create',
                  breadcrumb: 'fa:routes.use.accounting.voucher.create',
                  permission: 'fa.use.voucher.actions.create',
                  screen: 'entity.create',
                  entity: 'fa.voucher',
                },
                {
                  path: 'detail',
                  name: 'fa.use.accounting.voucher.detail',
                  breadcrumb: 'fa:routes.use.accounting.voucher.detail',
                  permission: 'fa.use.voucher.actions.view',
                  screen: 'entity.view',
                  entity: 'fa.voucher',
                },
              ],
            },
            {
              path: 'voucher-import-result',
              name: 'fa.use.accounting.voucherImportResult',
              breadcrumb: 'fa:routes.use.accounting.voucherImportResult.title',
              // The voucher import on a page of its own: the file's every row and its problems.
              permission: 'fa.use.voucher.actions.import',
              screen: 'entity.import',
              entity: 'fa.voucher',
            },
            {
              // Where revenue and expenses close into, and the close itself: two tabs.
              path: 'year-end-account-mapping',
              name: 'fa.use.accounting.yearEndAccountMapping',
              redirect: '/fa/use/accounting/year-end-account-mapping/mapping',
              breadcrumb: 'fa:routes.use.accounting.yearEndAccountMapping.title',
              permission: 'fa.use.yearEnd.actions.view',
              screen: 'entity.tabs',
              children: [
                {
                  path: 'mapping',
                  name: 'fa.use.accounting.yearEndAccountMapping.mapping',
                  breadcrumb: 'fa:routes.use.accounting.yearEndAccountMapping.tabs.mapping',
                  permission: 'fa.use.yearEnd.actions.view',
                  screen: 'entity.list',
                  entity: 'fa.yearEndMapping',
                },
                {
                  path: 'close',
                  name: 'fa.use.accounting.yearEndAccountMapping.close',
                  breadcrumb: 'fa:routes.use.accounting.yearEndAccountMapping.tabs.close',
                  permission: 'fa.use.yearEnd.actions.view',
                  screen: 'task.run',
                  task: 'fa.yearEndClose',
                },
              ],
            },
            {
              // The voucher list of the drafts: select them and confirm them at once (a bulk row action).
              path: 'batch-confirm',
              name: 'fa.use.accounting.batchConfirm',
              breadcrumb: 'fa:routes.use.accounting.batchConfirm.title',
              permission: 'fa.use.voucher.actions.confirm',
              screen: 'entity.list',
              entity: 'fa.voucher',
              filters: { status: 'draft' },
            },
            {
              // The confirmed vouchers, posted at once.
              path: 'batch-post',
              name: 'fa.use.accounting.batchPost',
              breadcrumb: 'fa:routes.use.accounting.batchPost.title',
              permission: 'fa.use.voucher.actions.post',
              screen: 'entity.list',
              entity: 'fa.voucher',
              filters: { status: 'confirmed' },
            },
          ],
        },
        {
          path: 'report',
          name: 'fa.use.report',
          redirect: '/fa/use/report/journal',
          breadcrumb: 'fa:routes.use.report.title',
          children: [
            {
              path: 'income-statement',
              name: 'fa.use.report.incomeStatement',
              breadcrumb: 'fa:routes.use.report.incomeStatement.title',
              permission: 'fa.use.report.actions.view',
              screen: 'report.view',
              report: 'fa.incomeStatement',
            },
            {
              path: 'balance-sheet',
              name: 'fa.use.report.balanceSheet',
              breadcrumb: 'fa:routes.use.report.balanceSheet.title',
              permission: 'fa.use.report.actions.view',
              screen: 'report.view',
              report: 'fa.balanceSheet',
            },
            {
              path: 'journal',
              name: 'fa.use.report.journal',
              breadcrumb: 'fa:routes.use.report.journal.title',
              permission: 'fa.use.report.actions.view',
              screen: 'report.view',
              report: 'fa.journal',
            },
            {
              path: 'subs-daily-ledger',
              name: 'fa.use.report.subsDailyLedger',
              breadcrumb: 'fa:routes.use.report.subsDailyLedger.title',
              permission: 'fa.use.report.actions.view',
              screen: 'report.view',
              report: 'fa.subsidiaryLedger',
            },
            {
              path: 'general-ledger',
              name: 'fa.use.report.generalLedger',
              breadcrumb: 'fa:routes.use.report.generalLedger.title',
              permission: 'fa.use.report.actions.view',
              screen: 'report.view',
              report: 'fa.generalLedger',
            },
            {
              path: 'trial-balance',
              name: 'fa.use.report.trialBalance',
              breadcrumb: 'fa:routes.use.report.trialBalance.title',
              permission: 'fa.use.report.actions.view',
              screen: 'report.view',
              report: 'fa.trialBalance',
            },
          ],
        },
        {
          path: 'transaction',
          name: 'fa.use.transaction',
          redirect: '/fa/use/transaction/customer',
          breadcrumb: 'fa:routes.use.transaction.title',
          children: [
            {
              path: 'customer',
              name: 'fa.use.transaction.customer',
              breadcrumb: 'fa:routes.use.transaction.customer.title',
              // Customers and suppliers are descriptors (schemas/fa/entities), linked from voucher lines.
              permission: 'fa.use.customer.actions.view',
              screen: 'entity.list',
              entity: 'fa.customer',
            },
            {
              path: 'manufacture',
              name: 'fa.use.transaction.manufacture',
              breadcrumb: 'fa:routes.use.transaction.manufacture.title',
              permission: 'fa.use.vendor.actions.view',
              screen: 'entity.list',
              entity: 'fa.vendor',
            },
          ],
        },
      ],
    },
    {
      path: 'admin',
      name: 'fa.admin',
      redirect: '/fa/admin/category',
      breadcrumb: 'fa:routes.admin.title',
      permission: 'fa.admin',
      children: [
        {
          path: 'category',
          name: 'fa.admin.category',
          redirect: '/fa/admin/category/manage',
          breadcrumb: 'fa:routes.admin.category.title',
          children: [
            {
              path: 'manage',
              name: 'fa.admin.category.manage',
              breadcrumb: 'fa:routes.admin.category.manage.title',
              // The account categories (asset, liability, equity, revenue, expense) are a descriptor.
              permission: 'fa.admin.category.actions.view',
              screen: 'entity.list',
              entity: 'fa.accountCategory',
            },
            {
              path: 'add',
              name: 'fa.admin.category.add',
              breadcrumb: 'fa:routes.admin.category.add.title',
              permission: 'fa.admin.category.actions.create',
              screen: 'entity.create',
              entity: 'fa.accountCategory',
            },
          ],
        },
        {
          path: 'maintain',
          name: 'fa.admin.maintain',
          redirect: '/fa/admin/maintain/voucher',
          breadcrumb: 'fa:routes.admin.maintain.title',
          children: [
            {
              path: 'account',
              name: 'fa.admin.maintain.account',
              breadcrumb: 'fa:routes.admin.maintain.account.title',
              // The chart of accounts is a tree (docs/guide-tree.md): headings above postable accounts.
              permission: 'fa.admin.account.actions.view',
              screen: 'entity.tree',
              entity: 'fa.account',
            },
            {
              path: 'account-add',
              name: 'fa.admin.maintain.accountAdd',
              breadcrumb: 'fa:routes.admin.maintain.accountAdd.title',
              permission: 'fa.admin.account.actions.create',
              screen: 'entity.create',
              entity: 'fa.account',
            },
            {
              path: 'voucher',
              name: 'fa.admin.maintain.voucher',
              breadcrumb: 'fa:routes.admin.maintain.voucher.title',
              // Voucher types (receipt, payment, transfer) and the prefix of their numbers.
              permission: 'fa.admin.voucherType.actions.view',
              screen: 'entity.list',
              entity: 'fa.voucherType',
            },
            {
              path: 'voucher-add',
              name: 'fa.admin.maintain.voucherAdd',
              breadcrumb: 'fa:routes.admin.maintain.voucherAdd.title',
              permission: 'fa.admin.voucherType.actions.create',
              screen: 'entity.create',
              entity: 'fa.voucherType',
            },
            {
              path: 'parameter',
              name: 'fa.admin.maintain.parameter',
              breadcrumb: 'fa:routes.admin.maintain.parameter.title',
              // Base currency, fiscal year, retained-earnings account, amount scale: a settings document.
              permission: 'fa.admin.parameter.actions.view',
              screen: 'settings.document',
              settings: 'fa.parameter',
            },
            {
              path: 'parameter-period',
              name: 'fa.admin.maintain.parameterPeriod',
              breadcrumb: 'fa:routes.admin.maintain.parameterPeriod.title',
              // The monthly periods, closed and reopened by row actions with rights of their own.
              permission: 'fa.admin.period.actions.view',
              screen: 'entity.list',
              entity: 'fa.period',
            },
            {
              path: 'foreign-exchange',
              name: 'fa.admin.maintain.foreignExchange',
              breadcrumb: 'fa:routes.admin.maintain.foreignExchange.title',
              // Rates by date; the currencies themselves are the menu-added list beside it
              // (schemas/fa/entities/currency.entity.json, `/fa/admin/maintain/currency`).
              permission: 'fa.admin.currency.actions.view',
              screen: 'entity.list',
              entity: 'fa.exchangeRate',
            },
            {
              path: 'foreign-exchange-edit',
              name: 'fa.admin.maintain.foreignExchangeEdit',
              breadcrumb: 'fa:routes.admin.maintain.foreignExchangeEdit.title',
              // The address carries no id: it enters a new rate (an existing one is edited from the list).
              permission: 'fa.admin.currency.actions.create',
              screen: 'entity.create',
              entity: 'fa.exchangeRate',
            },
          ],
        },
      ],
    },
  ],
};

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
              screen: 'fa.voucher',
            },
            {
              path: 'voucher-import-result',
              name: 'fa.use.accounting.voucherImportResult',
              breadcrumb: 'fa:routes.use.accounting.voucherImportResult.title',
              screen: 'fa.use.accounting.voucherImportResult',
            },
            {
              path: 'year-end-account-mapping',
              name: 'fa.use.accounting.yearEndAccountMapping',
              breadcrumb: 'fa:routes.use.accounting.yearEndAccountMapping.title',
              screen: 'fa.use.accounting.yearEndAccountMapping',
            },
            {
              path: 'batch-confirm',
              name: 'fa.use.accounting.batchConfirm',
              breadcrumb: 'fa:routes.use.accounting.batchConfirm.title',
              screen: 'fa.voucher',
            },
            {
              path: 'batch-post',
              name: 'fa.use.accounting.batchPost',
              breadcrumb: 'fa:routes.use.accounting.batchPost.title',
              screen: 'fa.voucher',
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
              screen: 'fa.use.report.incomeStatement',
            },
            {
              path: 'balance-sheet',
              name: 'fa.use.report.balanceSheet',
              breadcrumb: 'fa:routes.use.report.balanceSheet.title',
              screen: 'fa.use.report.balanceSheet',
            },
            {
              path: 'journal',
              name: 'fa.use.report.journal',
              breadcrumb: 'fa:routes.use.report.journal.title',
              screen: 'fa.use.report.journal',
            },
            {
              path: 'subs-daily-ledger',
              name: 'fa.use.report.subsDailyLedger',
              breadcrumb: 'fa:routes.use.report.subsDailyLedger.title',
              screen: 'fa.use.report.subsDailyLedger',
            },
            {
              path: 'general-ledger',
              name: 'fa.use.report.generalLedger',
              breadcrumb: 'fa:routes.use.report.generalLedger.title',
              screen: 'fa.use.report.generalLedger',
            },
            {
              path: 'trial-balance',
              name: 'fa.use.report.trialBalance',
              breadcrumb: 'fa:routes.use.report.trialBalance.title',
              screen: 'fa.use.report.trialBalance',
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
              screen: 'fa.use.transaction.customer',
            },
            {
              path: 'manufacture',
              name: 'fa.use.transaction.manufacture',
              breadcrumb: 'fa:routes.use.transaction.manufacture.title',
              screen: 'fa.use.transaction.manufacture',
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
              screen: 'fa.admin.category.manage',
            },
            {
              path: 'add',
              name: 'fa.admin.category.add',
              breadcrumb: 'fa:routes.admin.category.add.title',
              screen: 'fa.admin.category.add',
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
              screen: 'fa.admin.maintain.account',
            },
            {
              path: 'account-add',
              name: 'fa.admin.maintain.accountAdd',
              breadcrumb: 'fa:routes.admin.maintain.accountAdd.title',
              screen: 'fa.admin.maintain.accountAdd',
            },
            {
              path: 'voucher',
              name: 'fa.admin.maintain.voucher',
              breadcrumb: 'fa:routes.admin.maintain.voucher.title',
              screen: 'fa.admin.maintain.voucher',
            },
            {
              path: 'voucher-add',
              name: 'fa.admin.maintain.voucherAdd',
              breadcrumb: 'fa:routes.admin.maintain.voucherAdd.title',
              screen: 'fa.admin.maintain.voucherAdd',
            },
            {
              path: 'parameter',
              name: 'fa.admin.maintain.parameter',
              breadcrumb: 'fa:routes.admin.maintain.parameter.title',
              screen: 'fa.admin.maintain.parameter',
            },
            {
              path: 'parameter-period',
              name: 'fa.admin.maintain.parameterPeriod',
              breadcrumb: 'fa:routes.admin.maintain.parameterPeriod.title',
              screen: 'fa.admin.maintain.parameterPeriod',
            },
            {
              path: 'foreign-exchange',
              name: 'fa.admin.maintain.foreignExchange',
              breadcrumb: 'fa:routes.admin.maintain.foreignExchange.title',
              screen: 'fa.admin.maintain.foreignExchange',
            },
            {
              path: 'foreign-exchange-edit',
              name: 'fa.admin.maintain.foreignExchangeEdit',
              breadcrumb: 'fa:routes.admin.maintain.foreignExchangeEdit.title',
              screen: 'fa.admin.maintain.foreignExchangeEdit',
            },
          ],
        },
      ],
    },
  ],
};

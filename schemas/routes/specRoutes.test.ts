import { describe, expect, it } from 'vitest';
import { flattenRoutes } from './flattenRoutes';
import { followRedirects, landingRoute } from './followRedirects';
import { testAppRoutes as routes, testEntities as entities } from './testInputs';
import { validateRoutes } from './validateRoutes';

// The whole route tree, as the web app builds it, against spec section 2.
const flat = flattenRoutes(routes);
const byName = (name: string) => flat.find((r) => r.route.name === name);
const byPath = (path: string) => flat.find((r) => r.fullPath === path && !r.route.index);
const finalUrl = (url: string) => followRedirects(flat, url).at(-1);

/** Every path spec section 2 names, written out in full. */
const SPEC_PATHS = [
  ...['/', '/home', '/reset-password/:token', '/tokenexpired', '/403', '/*'],
  ...['/wf-form', '/wf-form-print', '/dm/print-paper-dispatch', '/dm/pdf'],
  ...[
    'list',
    'adduser',
    'adddept',
    'leveldept',
    'import-dept',
    'import-user',
    'export-dept',
    'export-user',
    'viewuser',
    'user-departments',
    'job-positions',
    'job-position-edit',
    'inactive-dept',
    'group',
    'rights-settings',
    'company-settings',
    'home-settings',
    'bookmark',
    'security-settings',
    'license',
    'google-map',
    'hardware',
    'notify',
    'calendar-region',
    'calendar-event',
  ].map((p) => `/sc/${p}`),
  ...['/wf', '/wf/use', '/wf/use/list', '/wf/use/new', '/wf/use/new/select-form', '/wf/use/new/filling-form'],
  ...['/wf/admin', '/wf/admin/manage-forms', '/wf/admin/manage-forms/list'],
  ...['/wf/admin/manage-forms/new-category', '/wf/admin/manage-forms/edit'],
  ...['inherite', 'inherite-add', 'all-running', 'notification-settings', 'common-settings'].map(
    (p) => `/wf/admin/${p}`,
  ),
  ...['/dm', '/dm/use', '/dm/use/list', '/dm/use/list/file', '/dm/use/list/cfg'],
  ...['/dm/use/file/attr', '/dm/use/file/basic_attr', '/dm/use/file/info', '/dm/use/file/info/main'],
  ...['/dm/use/file/advanced', '/dm/use/file/advanced/main', '/dm/use/file/read', '/dm/use/file/read/main'],
  ...['/dm/versionbatch', '/dm/versionshare', '/dm/download'],
  ...['/dm/admin', '/dm/admin/global', '/dm/admin/activity', '/dm/admin/job', '/dm/admin/modelGroup'],
  ...['/dm/admin/manage', '/dm/admin/manage/main', '/dm/admin/manage/dispach-detail'],
  ...['/as', '/as/use'],
  ...[
    'clocking',
    'calendar',
    'workflow',
    'leave',
    'dayoff',
    'overtime',
    'overtime-compensation',
    'schedule',
  ].map((p) => `/as/use/${p}`),
  ...['batch-dayoff', 'batch-overtime'].flatMap((b) =>
    ['', '/list', '/detail/:id', '/add', '/import'].map((p) => `/as/use/${b}${p}`),
  ),
  ...['/as/admin', '/as/admin/cardnumber', '/as/admin/cardnumber/list', '/as/admin/cardnumber/import'],
  ...[
    '',
    '/shift-category-list',
    '/shift-list',
    '/scheduling-online',
    '/scheduling-import',
    '/flexible-working-hours-setting',
    '/flexible-working-hours-list',
  ].map((p) => `/as/admin/shift${p}`),
  ...['', '/check-setting', '/import', '/setting'].map((p) => `/as/admin/clocking${p}`),
  ...[
    '',
    '/list',
    '/rule',
    '/annual-work',
    '/user-leave',
    '/employee-leave-import',
    '/employee-leave-export',
    '/overtime-compensation',
    '/dayoff-record',
    '/overtime-record',
    '/overtime-compensation-record',
    '/punch-card-error-list',
    '/read-permission-setting',
    '/employee-punch-record',
    '/punch-error-notification',
  ].map((p) => `/as/admin/leave${p}`),
  ...['', '/dayoff', '/overtime', '/unpunch', '/overtime-compensation', '/shift-adjustment'].map(
    (p) => `/as/admin/workflow${p}`,
  ),
  '/as/admin/report',
  ...['/bb', '/bb/use', '/bb/use/list', '/bb/use/read/:id', '/bb/admin'],
  ...['category', 'category-level', 'rights', 'usage', 'maintain'].map((p) => `/bb/admin/${p}`),
  ...['/vs', '/vs/use', '/vs/use/pending', '/vs/use/ongoing', '/vs/use/completed'],
  ...['/vs/use/detail/:category/:id', '/vs/admin/category', '/vs/admin/permission'],
  '/vs/admin/permission/:category',
  ...['', '/:category', '/:category/:id', '/new-event/:templateId?', '/edit-event/:id'].map(
    (p) => `/vs/admin/event-maint${p}`,
  ),
  ...['', '/:category', '/:category/:id', '/new-example/:templateId?', '/edit-example/:id'].map(
    (p) => `/vs/admin/example${p}`,
  ),
  ...['/fa', '/fa/use', '/fa/use/accounting'],
  ...['voucher', 'voucher-import-result', 'year-end-account-mapping', 'batch-confirm', 'batch-post'].map(
    (p) => `/fa/use/accounting/${p}`,
  ),
  '/fa/use/report',
  ...[
    'income-statement',
    'balance-sheet',
    'journal',
    'subs-daily-ledger',
    'general-ledger',
    'trial-balance',
  ].map((p) => `/fa/use/report/${p}`),
  ...['/fa/use/transaction', '/fa/use/transaction/customer', '/fa/use/transaction/manufacture'],
  ...['/fa/admin', '/fa/admin/category', '/fa/admin/category/manage', '/fa/admin/category/add'],
  ...[
    '',
    '/account',
    '/account-add',
    '/voucher',
    '/voucher-add',
    '/parameter',
    '/parameter-period',
    '/foreign-exchange',
    '/foreign-exchange-edit',
  ].map((p) => `/fa/admin/maintain${p}`),
  ...['/am', '/am/sync/teams/callback', '/am/use', '/am/use/list', '/am/use/resource/list'],
  ...[
    'appointmentRecord',
    'custodyProject',
    'rentalDetails',
    'createRental',
    'appointmentProject',
    'rentalStatusList',
    'naturalResources',
  ].map((p) => `/am/use/resource/list/${p}`),
  ...['/am/admin', '/am/admin/category', '/am/admin/category/addResourceCategory'],
  ...['/am/admin/naturalResources', '/am/admin/naturalResources/list'],
  ...['/am/admin/naturalResources/addNaturalResources', '/am/admin/notificationSettings'],
  ...['/cm', '/cm/use', '/cm/use/lead', '/cm/use/lead/table', '/cm/use/lead/create', '/cm/use/lead/view'],
  ...['/cm/use/quota', '/cm/use/quota/create', '/cm/use/quota/detail', '/cm/use/contact'],
  ...['/cm/use/contact/organizations', '/cm/use/contact/organizations/create'],
  ...['/cm/use/contact/persons', '/cm/use/contact/persons/create'],
  ...['/cm/use/product', '/cm/use/product/create', '/cm/use/product/view'],
  ...['/cm/admin', '/cm/admin/info-settings', '/cm/admin/info-settings/pipeline'],
  '/cm/admin/info-settings/pipeline/create',
  ...['source', 'industryType', 'customerLevel'].map((p) => `/cm/admin/info-settings/${p}`),
  ...[
    'term-of-payment',
    'payment-term',
    'way-of-delivery',
    'sales-rating',
    'credit-rating',
    'credit-limit-control',
    'deposit-ratio',
  ].map((p) => `/cm/admin/finance/${p}`),
  ...['tax-category', 'document-dispatch-method', 'bill-pickup-method'].map((p) => `/cm/admin/business/${p}`),
  ...['/cm/admin/more', '/cm/admin/more/form', '/cm/admin/more/tags'],
];

describe('the route tree of spec section 2', () => {
  it('passes the route checks', () => {
    expect(validateRoutes(routes, entities)).toEqual([]);
  });

  it('has every path the spec names', () => {
    const missing = SPEC_PATHS.filter((path) => !byPath(path));
    expect(missing).toEqual([]);
  });

  it.each([
    ['/sc', '/sc/list'],
    ['/wf', '/wf/use/list?key=1&folder=receive&sub=0&name='],
    ['/wf/use/new', '/wf/use/new/select-form'],
    ['/wf/admin', '/wf/admin/manage-forms/list?id=0&activated=1'],
    ['/dm', '/dm/use/list/file'],
    ['/dm/use/file/attr', '/dm/use/file/basic_attr'],
    ['/dm/use/file/info', '/dm/use/file/info/main'],
    ['/dm/use/file/advanced', '/dm/use/file/advanced/main'],
    ['/dm/use/file/read', '/dm/use/file/read/main'],
    ['/dm/admin', '/dm/admin/global'],
    ['/dm/admin/manage', '/dm/admin/manage/main'],
    ['/as', '/as/use/clocking'],
    ['/as/use/batch-dayoff', '/as/use/batch-dayoff/list'],
    ['/as/use/batch-overtime', '/as/use/batch-overtime/list'],
    ['/as/admin', '/as/admin/shift/shift-list'],
    ['/as/admin/cardnumber', '/as/admin/cardnumber/list'],
    ['/as/admin/clocking', '/as/admin/clocking/check-setting'],
    ['/as/admin/leave', '/as/admin/leave/list'],
    ['/as/admin/workflow', '/as/admin/workflow/dayoff'],
    ['/bb', '/bb/use/list?category=latest&time={now}'],
    ['/bb/admin', '/bb/admin/category'],
    ['/vs', '/vs/use/pending'],
    ['/vs/admin/permission', '/vs/admin/permission/all'],
    ['/fa', '/fa/use/accounting/voucher'],
    ['/fa/use/report', '/fa/use/report/journal'],
    ['/fa/use/transaction', '/fa/use/transaction/customer'],
    ['/fa/admin', '/fa/admin/category/manage'],
    ['/fa/admin/maintain', '/fa/admin/maintain/voucher'],
    ['/am/admin', '/am/admin/category?type=1'],
    ['/am/admin/naturalResources', '/am/admin/naturalResources/list'],
    ['/cm', '/cm/use/lead'],
    ['/cm/use/contact', '/cm/use/contact/organizations'],
    ['/cm/admin', '/cm/admin/info-settings/pipeline'],
    ['/cm/admin/finance', '/cm/admin/finance/term-of-payment'],
    ['/cm/admin/business', '/cm/admin/business/tax-category'],
    ['/cm/admin/more', '/cm/admin/more/tags'],
  ])('sends %s on to %s', (from, to) => {
    expect(finalUrl(from)).toBe(to);
  });

  it('goes through each step of the redirect chains the spec spells out', () => {
    expect(followRedirects(flat, '/am')).toEqual([
      '/am',
      '/am/use',
      '/am/use/list',
      '/am/use/resource/list',
      '/am/use/resource/list/appointmentRecord?type=all',
    ]);
    expect(followRedirects(flat, '/wf')).toEqual([
      '/wf',
      '/wf/use',
      '/wf/use/list?key=1&folder=receive&sub=0&name=',
    ]);
    expect(followRedirects(flat, '/wf/admin/manage-forms')).toEqual([
      '/wf/admin/manage-forms',
      '/wf/admin/manage-forms/list?id=0&activated=1',
    ]);
    expect(followRedirects(flat, '/fa/admin')).toEqual([
      '/fa/admin',
      '/fa/admin/category',
      '/fa/admin/category/manage',
    ]);
  });

  it('lands on the most specific route, as React Router does', () => {
    const landing = (path: string) => landingRoute(flat, path)?.route.name;
    expect(landing('/vs/admin/event-maint/new-event')).toBe('vs.admin.eventMaint.newEvent');
    expect(landing('/vs/admin/event-maint/edit-event/7')).toBe('vs.admin.eventMaint.editEvent');
    expect(landing('/vs/admin/event-maint/meeting')).toBe('vs.admin.eventMaint.list');
    expect(landing('/vs/admin/event-maint/meeting/7')).toBe('vs.admin.eventMaint.detail');
    expect(landing('/as/use')).toBe('as.use');
  });

  it('guards the admin areas by {module}.admin and the user areas by {module}.use', () => {
    for (const module of ['wf', 'dm', 'as', 'bb', 'vs', 'fa', 'am', 'cm']) {
      expect(byPath(`/${module}/admin`)?.route.permission).toBe(`${module}.admin`);
      expect(byPath(`/${module}/use`)?.route.permission).toBe(`${module}.use`);
    }
    // System settings has only an admin side; each screen needs what its API needs.
    expect(byPath('/sc/rights-settings')?.route.permission).toBe('sc.admin.rights.actions.view');
  });

  it('puts the shiftManagement key on the three routes the spec names', () => {
    const guarded = flat
      .filter((r) => r.route.permission?.endsWith('shiftManagement'))
      .map((r) => r.fullPath);
    expect(guarded).toEqual([
      '/as/admin/shift/shift-category-list',
      '/as/admin/shift/shift-list',
      '/as/admin/shift/scheduling-online',
    ]);
    expect(byName('as.admin.shift.shiftList')?.route.permission).toBe('as.admin.shiftManagement');
  });

  it('passes the route parameters as props where the spec says so', () => {
    expect(byPath('/as/use/batch-dayoff/detail/:id')?.route.propsFromParams).toEqual(['id']);
    expect(byPath('/as/use/batch-overtime/detail/:id')?.route.propsFromParams).toEqual(['id']);
    expect(byPath('/bb/use/read/:id')?.route.propsFromParams).toEqual(['id']);
    expect(byPath('/vs/use/detail/:category/:id')?.route.propsFromParams).toEqual(['category', 'id']);
    expect(byPath('/vs/admin/event-maint/new-event/:templateId?')?.route.propsFromParams).toEqual([
      'templateId',
    ]);
  });

  it('gives the dynamic routes a dynamic title, and hides the event-maintenance level', () => {
    const dynamic = flat.filter((r) => r.route.dynamicTitle).map((r) => r.fullPath);
    expect(dynamic).toEqual([
      '/as/use/batch-dayoff/detail/:id',
      '/as/use/batch-overtime/detail/:id',
      '/as/admin/report',
    ]);
    expect(byPath('/vs/admin/event-maint')?.route.hideInBreadcrumb).toBe(true);
  });

  it('reuses one screen where the spec says so', () => {
    const screenOf = (path: string) => byPath(path)?.route.screen;
    // Batch confirm and batch post are the voucher list, with the drafts or the confirmed ones.
    const listOf = (path: string) => flat.find((r) => r.fullPath === path && r.route.screen)?.route;
    expect(listOf('/fa/use/accounting/voucher')).toMatchObject({
      screen: 'entity.list',
      entity: 'fa.voucher',
    });
    expect(listOf('/fa/use/accounting/batch-confirm')).toMatchObject({
      screen: 'entity.list',
      entity: 'fa.voucher',
      filters: { status: 'draft' },
    });
    expect(listOf('/fa/use/accounting/batch-post')).toMatchObject({
      screen: 'entity.list',
      entity: 'fa.voucher',
      filters: { status: 'confirmed' },
    });
    for (const path of [
      '/vs/admin/event-maint/new-event/:templateId?',
      '/vs/admin/event-maint/edit-event/:id',
      '/vs/admin/example/new-example/:templateId?',
      '/vs/admin/example/edit-example/:id',
    ])
      expect(screenOf(path)).toBe('vs.newEvent');
    expect(screenOf('/vs/admin/example/:category/:id')).toBe('vs.eventDetail');
    expect(screenOf('/vs/admin/event-maint/:category/:id')).toBe('vs.eventDetail');
  });

  it('builds customer management on the generic screens, with the settings lists from the descriptors', () => {
    const entityOf = (name: string) => {
      const route = byName(name)?.route;
      return `${route?.screen} ${route?.entity}`;
    };
    expect(entityOf('cm.use.lead.board')).toBe('entity.board cm.lead');
    expect(entityOf('cm.use.lead.table')).toBe('entity.list cm.lead');
    expect(entityOf('cm.use.quota.list')).toBe('entity.list cm.quotation');
    expect(entityOf('cm.admin.infoSettings.pipeline.create')).toBe('entity.create cm.pipeline');
    expect(entityOf('cm.admin.finance.term-of-payment')).toBe('entity.list cm.termOfPayment');
    expect(byName('cm.admin.finance.term-of-payment')?.route.permission).toBe(
      'cm.admin.termOfPayment.actions.view',
    );
    const tabs = (name: string) => byName(name)?.route.children?.map((r) => r.path);
    expect(tabs('cm.admin.infoSettings')).toEqual(['pipeline', 'source', 'industryType', 'customerLevel']);
    expect(tabs('cm.admin.finance')).toEqual([
      'term-of-payment',
      'payment-term',
      'way-of-delivery',
      'sales-rating',
      'credit-rating',
      'credit-limit-control',
      'deposit-ratio',
    ]);
    expect(tabs('cm.admin.business')).toEqual([
      'tax-category',
      'document-dispatch-method',
      'bill-pickup-method',
    ]);
    // The spec's form and tags, then lost reasons (the worked example of docs/guide-admin-screen.md).
    expect(tabs('cm.admin.more')).toEqual(['form', 'tags', 'lost-reason']);
  });
});

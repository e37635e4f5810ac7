import type { DemoEntityRows } from './cmDemoRows';

type Names = [tw: string, en: string, cn: string, jp: string];
const i18n = ([tw, en, cn, jp]: Names) => ({ tw, en, cn, jp });
const ref = (entity: string, label: string) => ({ $ref: `${entity}:${label}` as const });

/** [code, kind, names] of the five account categories. */
const CATEGORIES: Array<[string, string, Names]> = [
  ['1', 'asset', ['資產', 'Assets', '资产', '資産']],
  ['2', 'liability', ['負債', 'Liabilities', '负债', '負債']],
  ['3', 'equity', ['權益', 'Equity', '权益', '純資産']],
  ['4', 'revenue', ['收入', 'Revenue', '收入', '収益']],
  ['5', 'expense', ['成本與費用', 'Costs and expenses', '成本与费用', '費用']],
];

/**
 * [code, names, parent (its tw name) or category code for a root, credit-side contra account]:
 * a small Taiwanese chart, headings (1 資產 > 11 流動資產) above postable accounts (1111 現金).
 */
const ACCOUNTS: Array<[string, Names, string, boolean?]> = [
  ['1', ['資產', 'Assets', '资产', '資産'], '1'],
  ['11', ['流動資產', 'Current assets', '流动资产', '流動資産'], '資產'],
  ['1111', ['現金', 'Cash', '现金', '現金'], '流動資產'],
  ['1112', ['零用金', 'Petty cash', '备用金', '小口現金'], '流動資產'],
  ['1113', ['銀行存款', 'Bank deposits', '银行存款', '預金'], '流動資產'],
  ['1191', ['應收帳款', 'Accounts receivable', '应收账款', '売掛金'], '流動資產'],
  ['1192', ['應收票據', 'Notes receivable', '应收票据', '受取手形'], '流動資產'],
  ['1231', ['存貨', 'Inventory', '存货', '棚卸資産'], '流動資產'],
  ['1251', ['預付費用', 'Prepaid expenses', '预付费用', '前払費用'], '流動資產'],
  ['14', ['非流動資產', 'Non-current assets', '非流动资产', '固定資産'], '資產'],
  ['1441', ['辦公設備', 'Office equipment', '办公设备', '事務機器'], '非流動資產'],
  [
    '1449',
    [
      '累計折舊－辦公設備',
      'Accumulated depreciation: office equipment',
      '累计折旧－办公设备',
      '減価償却累計額（事務機器）',
    ],
    '非流動資產',
    true,
  ],
  ['2', ['負債', 'Liabilities', '负债', '負債'], '2'],
  ['21', ['流動負債', 'Current liabilities', '流动负债', '流動負債'], '負債'],
  ['2171', ['應付帳款', 'Accounts payable', '应付账款', '買掛金'], '流動負債'],
  ['2172', ['應付票據', 'Notes payable', '应付票据', '支払手形'], '流動負債'],
  ['2181', ['應付費用', 'Accrued expenses', '应付费用', '未払費用'], '流動負債'],
  ['2191', ['應付薪資', 'Salaries payable', '应付工资', '未払給与'], '流動負債'],
  ['2201', ['代收款', 'Collections held for others', '代收款', '預り金'], '流動負債'],
  ['3', ['權益', 'Equity', '权益', '純資産'], '3'],
  ['3111', ['股本', 'Share capital', '股本', '資本金'], '權益'],
  ['3351', ['累積盈虧', 'Retained earnings', '累计盈亏', '繰越利益剰余金'], '權益'],
  ['3353', ['本期損益', 'Profit or loss for the year', '本期损益', '当期純損益'], '權益'],
  ['4', ['收入', 'Revenue', '收入', '収益'], '4'],
  ['4111', ['銷貨收入', 'Sales revenue', '销售收入', '売上高'], '收入'],
  ['4611', ['勞務收入', 'Service revenue', '劳务收入', '役務収益'], '收入'],
  ['5', ['營業成本', 'Cost of sales', '营业成本', '売上原価'], '5'],
  ['5111', ['銷貨成本', 'Cost of goods sold', '销售成本', '商品売上原価'], '營業成本'],
  ['6', ['營業費用', 'Operating expenses', '营业费用', '販売費及び一般管理費'], '5'],
  ['6111', ['薪資支出', 'Salaries', '工资支出', '給料手当'], '營業費用'],
  ['6112', ['租金支出', 'Rent', '租金支出', '地代家賃'], '營業費用'],
  ['6113', ['文具用品', 'Office supplies', '文具用品', '事務用品費'], '營業費用'],
  ['6114', ['旅費', 'Travel', '差旅费', '旅費交通費'], '營業費用'],
  ['6115', ['運費', 'Freight', '运费', '運賃'], '營業費用'],
  ['6116', ['郵電費', 'Postage and telephone', '邮电费', '通信費'], '營業費用'],
  ['6118', ['廣告費', 'Advertising', '广告费', '広告宣伝費'], '營業費用'],
  ['6119', ['水電瓦斯費', 'Utilities', '水电燃气费', '水道光熱費'], '營業費用'],
  ['6120', ['保險費', 'Insurance', '保险费', '保険料'], '營業費用'],
  ['6125', ['折舊', 'Depreciation', '折旧', '減価償却費'], '營業費用'],
  ['6134', ['伙食費', 'Meals', '伙食费', '食事代'], '營業費用'],
];
const ROOT_CATEGORY = new Set(CATEGORIES.map(([code]) => code));
/** The tw names of the accounts that have sub-accounts: headings, not postable. */
const HEADINGS = new Set(ACCOUNTS.map(([, , parent]) => parent));

/** [code, tax id, name, contact, phone, email, address] of the demo customers and suppliers. */
type Partner = [string, string, string, string, string, string, string];
const CUSTOMERS: Partner[] = [
  [
    'C001',
    '24536801',
    '台灣精密工業股份有限公司',
    '陳經理',
    '02-2712-3456',
    'ap@twprecision.example',
    '台北市松山區民生東路三段 100 號',
  ],
  [
    'C002',
    '53910772',
    '光華資訊有限公司',
    '林小姐',
    '04-2301-8899',
    'account@kuanghua.example',
    '台中市西區台灣大道二段 50 號',
  ],
  [
    'C003',
    '80129635',
    '南方貿易股份有限公司',
    '黃先生',
    '07-331-2288',
    'finance@southtrade.example',
    '高雄市前鎮區中山二路 8 號',
  ],
];
const VENDORS: Partner[] = [
  [
    'V001',
    '16446274',
    '大同辦公用品社',
    '張老闆',
    '02-2581-6677',
    'sales@datong-office.example',
    '台北市中山區南京東路二段 20 號',
  ],
  [
    'V002',
    '97162640',
    '信義不動產管理股份有限公司',
    '王專員',
    '02-2720-1111',
    'lease@xinyi-estate.example',
    '台北市信義區松仁路 88 號',
  ],
  [
    'V003',
    '42837015',
    '快捷物流股份有限公司',
    '劉小姐',
    '03-356-7890',
    'billing@swift-logistics.example',
    '桃園市桃園區中正路 300 號',
  ],
];
const partners = (rows: Partner[]) =>
  rows.map(([code, tax_id, name, contact, phone, email, address]) => ({
    code,
    tax_id,
    name,
    contact,
    phone,
    email,
    address,
    is_active: true,
  }));

/**
 * Demo rows of financial accounting (`fa`), in insertion order: the five categories, the
 * chart of accounts, the voucher types 收 (R), 支 (P) and 轉 (T), TWD as the base currency with
 * USD and JPY and a few rates, the twelve periods of 2026 (open; their dates come from the
 * period rules), three customers and three suppliers, and the year-end mapping of revenue and
 * expenses into the year's profit or loss.
 */
export const FA_DEMO_ROWS: DemoEntityRows[] = [
  {
    entity: 'fa.accountCategory',
    rows: CATEGORIES.map(([code, kind, names], sort) => ({
      code,
      kind,
      name: i18n(names),
      sort,
      is_active: true,
    })),
  },
  {
    entity: 'fa.account',
    rows: ACCOUNTS.map(([code, names, parent, contra]) => ({
      code,
      name: i18n(names),
      ...(ROOT_CATEGORY.has(parent) && code.length === 1
        ? { category_id: ref('fa.accountCategory', CATEGORIES.find(([c]) => c === parent)![2][0]) }
        : { parent_id: ref('fa.account', parent) }),
      ...(contra ? { normal_side: 'credit' } : {}),
      is_postable: !HEADINGS.has(names[0]),
      needs_department: code.startsWith('6'),
      needs_partner: code === '1191' || code === '2171',
      is_active: true,
    })),
  },
  {
    entity: 'fa.voucherType',
    rows: [
      {
        code: 'R',
        prefix: '收',
        name: i18n(['收入傳票', 'Receipt voucher', '收款凭证', '入金伝票']),
        is_active: true,
      },
      {
        code: 'P',
        prefix: '支',
        name: i18n(['支出傳票', 'Payment voucher', '付款凭证', '出金伝票']),
        is_active: true,
      },
      {
        code: 'T',
        prefix: '轉',
        name: i18n(['轉帳傳票', 'Transfer voucher', '转账凭证', '振替伝票']),
        is_active: true,
      },
    ],
  },
  {
    entity: 'fa.currency',
    rows: [
      {
        code: 'TWD',
        name: i18n(['新台幣', 'New Taiwan dollar', '新台币', '台湾ドル']),
        scale: 0,
        is_base: true,
      },
      { code: 'USD', name: i18n(['美元', 'US dollar', '美元', '米ドル']), scale: 2, is_base: false },
      { code: 'JPY', name: i18n(['日圓', 'Japanese yen', '日元', '日本円']), scale: 0, is_base: false },
    ],
  },
  {
    entity: 'fa.exchangeRate',
    rows: (
      [
        ['USD', '2026-01-02', '32.450000'],
        ['USD', '2026-02-02', '32.180000'],
        ['USD', '2026-03-02', '31.960000'],
        ['JPY', '2026-01-02', '0.214500'],
        ['JPY', '2026-02-02', '0.209800'],
        ['JPY', '2026-03-02', '0.211300'],
      ] as const
    ).map(([currency, rate_date, rate]) => ({ currency_id: ref('fa.currency', currency), rate_date, rate })),
  },
  {
    entity: 'fa.period',
    rows: Array.from({ length: 12 }, (_, i) => ({ year: 2026, month: i + 1 })),
  },
  { entity: 'fa.customer', rows: partners(CUSTOMERS) },
  { entity: 'fa.vendor', rows: partners(VENDORS) },
  {
    // Revenue and expenses close into the year's profit or loss (3353), as Taiwanese books do;
    // the parameters' retained earnings (3351) take whatever no mapping names.
    entity: 'fa.yearEndMapping',
    rows: ['收入', '營業成本', '營業費用'].map((heading) => ({
      account_id: ref('fa.account', heading),
      target_account_id: ref('fa.account', '本期損益'),
    })),
  },
];

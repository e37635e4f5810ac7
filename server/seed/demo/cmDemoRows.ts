/**
 * Demo rows of the customer-management module (`cm`), in insertion order:
 * every entity comes after the entities its rows point at.
 *
 * References are symbolic so the rows read like data and the seeder needs no ids:
 * a value `{ $ref: 'cm.pipeline:預設銷售流程' }` means "the id of the cm.pipeline
 * row whose labelField (here `name`) equals '預設銷售流程'". The part before the
 * first `:` is the entity id, the rest is the label, matched exactly. The seeder
 * resolves each `$ref` against the rows it has already inserted, so a `$ref` must
 * name a row of an earlier entry (or an earlier row of the same entry).
 *
 * Server-computed fields (quotation subtotal, tax_total and total, line_total)
 * are left out: the server computes them from the lines. A document's `lines`
 * (a descriptor with line items) are given inside its row. Dates are relative to
 * the day the seeder runs, so the board and the quotations always look current.
 */

/** A symbolic reference to the row of `entity` whose labelField equals `label`. */
export interface DemoRef {
  $ref: `${string}:${string}`;
}

export interface DemoEntityRows {
  entity: string;
  rows: Array<Record<string, unknown>>;
}

const ref = (entity: string, label: string): DemoRef => ({ $ref: `${entity}:${label}` });

/** `YYYY-MM-DD` of today plus `days` (negative for the past), in UTC. */
function day(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Rows of a plain settings list: [name, code, extra fields]; sort follows the order given. */
function settings(entity: string, rows: Array<[string, string, Record<string, unknown>?]>): DemoEntityRows {
  return {
    entity,
    rows: rows.map(([name, code, extra], i) => ({
      name,
      code,
      ...extra,
      sort: (i + 1) * 10,
      is_active: true,
    })),
  };
}

const PIPELINE = '預設銷售流程';
const STAGES = ['新名單', '接洽中', '提案', '議價', '成交'] as const;

const organizations: Array<Record<string, unknown>> = [
  {
    name: '宏碩精密工業股份有限公司',
    code: 'C0001',
    tax_id: '24536871',
    phone: '02-2298-1234',
    fax: '02-2298-1235',
    email: 'service@hongshuo.example',
    website: 'https://www.hongshuo.example',
    address: '新北市新莊區五工五路 88 號',
    industry_type_id: ref('cm.industryType', '製造業'),
    customer_level_id: ref('cm.customerLevel', 'VIP 客戶'),
    source_id: ref('cm.leadSource', '展覽活動'),
    sales_rating_id: ref('cm.salesRating', '重點經營'),
    credit_rating_id: ref('cm.creditRating', 'AAA 優良'),
    credit_limit_control_id: ref('cm.creditLimitControl', '高額度 300 萬（管制）'),
    payment_term_id: ref('cm.paymentTerm', '月結 60 天'),
    term_of_payment_id: ref('cm.termOfPayment', '電匯'),
    way_of_delivery_id: ref('cm.wayOfDelivery', '貨運'),
    tax_category_id: ref('cm.taxCategory', '應稅 5%'),
    deposit_ratio_id: ref('cm.depositRatio', '訂金 30%'),
    document_dispatch_method_id: ref('cm.documentDispatchMethod', '電子郵件'),
    bill_pickup_method_id: ref('cm.billPickupMethod', '匯款免收票'),
    notes: '年營收約 20 億，規劃明年導入 ERP 與 MES，由資訊部主導評估。',
  },
  {
    name: '晶采光電股份有限公司',
    code: 'C0002',
    tax_id: '53821946',
    phone: '03-578-6600',
    email: 'purchase@jingcai.example',
    website: 'https://www.jingcai.example',
    address: '新竹市東區力行六路 12 號',
    industry_type_id: ref('cm.industryType', '製造業'),
    customer_level_id: ref('cm.customerLevel', 'A 級客戶'),
    source_id: ref('cm.leadSource', '客戶介紹'),
    sales_rating_id: ref('cm.salesRating', '積極開發'),
    credit_rating_id: ref('cm.creditRating', 'AA 良好'),
    credit_limit_control_id: ref('cm.creditLimitControl', '中額度 100 萬（提醒）'),
    payment_term_id: ref('cm.paymentTerm', '月結 30 天'),
    term_of_payment_id: ref('cm.termOfPayment', '電匯'),
    way_of_delivery_id: ref('cm.wayOfDelivery', '快遞'),
    tax_category_id: ref('cm.taxCategory', '應稅 5%'),
    document_dispatch_method_id: ref('cm.documentDispatchMethod', '電子郵件'),
    bill_pickup_method_id: ref('cm.billPickupMethod', '匯款免收票'),
  },
  {
    name: '雲翔資訊科技股份有限公司',
    code: 'C0003',
    tax_id: '82714635',
    phone: '02-2751-3300',
    email: 'hello@cloudsoar.example',
    website: 'https://www.cloudsoar.example',
    address: '臺北市大安區敦化南路二段 76 號 9 樓',
    industry_type_id: ref('cm.industryType', '資訊科技'),
    customer_level_id: ref('cm.customerLevel', 'B 級客戶'),
    source_id: ref('cm.leadSource', '官方網站'),
    sales_rating_id: ref('cm.salesRating', '一般維繫'),
    credit_rating_id: ref('cm.creditRating', 'A 普通'),
    credit_limit_control_id: ref('cm.creditLimitControl', '一般額度 50 萬（提醒）'),
    payment_term_id: ref('cm.paymentTerm', '月結 30 天'),
    term_of_payment_id: ref('cm.termOfPayment', '支票'),
    way_of_delivery_id: ref('cm.wayOfDelivery', '宅配'),
    tax_category_id: ref('cm.taxCategory', '應稅 5%'),
    document_dispatch_method_id: ref('cm.documentDispatchMethod', '郵寄'),
    bill_pickup_method_id: ref('cm.billPickupMethod', '郵寄票據'),
  },
  {
    name: '數位方舟系統整合有限公司',
    code: 'C0004',
    tax_id: '90425318',
    phone: '04-2326-8899',
    email: 'sales@digiark.example',
    address: '臺中市西屯區市政北二路 238 號 15 樓',
    industry_type_id: ref('cm.industryType', '資訊科技'),
    customer_level_id: ref('cm.customerLevel', '新客戶'),
    source_id: ref('cm.leadSource', '合作夥伴'),
    sales_rating_id: ref('cm.salesRating', '積極開發'),
    credit_rating_id: ref('cm.creditRating', 'B 觀察'),
    credit_limit_control_id: ref('cm.creditLimitControl', '新客戶 10 萬（管制）'),
    payment_term_id: ref('cm.paymentTerm', '現結'),
    term_of_payment_id: ref('cm.termOfPayment', '現金'),
    way_of_delivery_id: ref('cm.wayOfDelivery', '業務親送'),
    tax_category_id: ref('cm.taxCategory', '應稅 5%'),
    deposit_ratio_id: ref('cm.depositRatio', '訂金 50%'),
    document_dispatch_method_id: ref('cm.documentDispatchMethod', '業務親送'),
    bill_pickup_method_id: ref('cm.billPickupMethod', '業務收票'),
  },
  {
    name: '綠野生活百貨有限公司',
    code: 'C0005',
    tax_id: '28650193',
    phone: '07-336-5288',
    email: 'contact@greenfield.example',
    website: 'https://www.greenfield.example',
    address: '高雄市前鎮區中山二路 5 號',
    industry_type_id: ref('cm.industryType', '批發零售'),
    customer_level_id: ref('cm.customerLevel', 'B 級客戶'),
    source_id: ref('cm.leadSource', '電話開發'),
    sales_rating_id: ref('cm.salesRating', '一般維繫'),
    credit_rating_id: ref('cm.creditRating', 'A 普通'),
    credit_limit_control_id: ref('cm.creditLimitControl', '一般額度 50 萬（提醒）'),
    payment_term_id: ref('cm.paymentTerm', '月結 30 天'),
    term_of_payment_id: ref('cm.termOfPayment', '支票'),
    way_of_delivery_id: ref('cm.wayOfDelivery', '貨運'),
    tax_category_id: ref('cm.taxCategory', '應稅 5%'),
    document_dispatch_method_id: ref('cm.documentDispatchMethod', '掛號'),
    bill_pickup_method_id: ref('cm.billPickupMethod', '客戶自送'),
  },
  {
    name: '大成營造工程股份有限公司',
    code: 'C0006',
    tax_id: '16387452',
    phone: '02-2700-5566',
    fax: '02-2700-5567',
    email: 'admin@dacheng.example',
    address: '臺北市信義區松仁路 100 號 20 樓',
    industry_type_id: ref('cm.industryType', '營建工程'),
    customer_level_id: ref('cm.customerLevel', 'A 級客戶'),
    source_id: ref('cm.leadSource', '客戶介紹'),
    sales_rating_id: ref('cm.salesRating', '重點經營'),
    credit_rating_id: ref('cm.creditRating', 'AA 良好'),
    credit_limit_control_id: ref('cm.creditLimitControl', '中額度 100 萬（提醒）'),
    payment_term_id: ref('cm.paymentTerm', '月結 90 天'),
    term_of_payment_id: ref('cm.termOfPayment', '支票'),
    way_of_delivery_id: ref('cm.wayOfDelivery', '貨運'),
    tax_category_id: ref('cm.taxCategory', '應稅 5%'),
    deposit_ratio_id: ref('cm.depositRatio', '訂金 20%'),
    document_dispatch_method_id: ref('cm.documentDispatchMethod', '掛號'),
    bill_pickup_method_id: ref('cm.billPickupMethod', '業務收票'),
    notes: '工地分散各縣市，設備需配送至指定工務所。',
  },
  {
    name: '順揚國際物流股份有限公司',
    code: 'C0007',
    tax_id: '42916750',
    phone: '03-383-2020',
    email: 'it@shunyang.example',
    website: 'https://www.shunyang.example',
    address: '桃園市大園區航站南路 9 號',
    industry_type_id: ref('cm.industryType', '運輸物流'),
    customer_level_id: ref('cm.customerLevel', 'A 級客戶'),
    source_id: ref('cm.leadSource', '展覽活動'),
    sales_rating_id: ref('cm.salesRating', '重點經營'),
    credit_rating_id: ref('cm.creditRating', 'AA 良好'),
    credit_limit_control_id: ref('cm.creditLimitControl', '中額度 100 萬（提醒）'),
    payment_term_id: ref('cm.paymentTerm', '發票日後 30 天'),
    term_of_payment_id: ref('cm.termOfPayment', '電匯'),
    way_of_delivery_id: ref('cm.wayOfDelivery', '貨運'),
    tax_category_id: ref('cm.taxCategory', '應稅 5%'),
    deposit_ratio_id: ref('cm.depositRatio', '訂金 30%'),
    document_dispatch_method_id: ref('cm.documentDispatchMethod', '電子郵件'),
    bill_pickup_method_id: ref('cm.billPickupMethod', '匯款免收票'),
  },
  {
    name: '仁心醫療器材股份有限公司',
    code: 'C0008',
    tax_id: '70358246',
    phone: '06-505-7788',
    email: 'info@renxin-med.example',
    website: 'https://www.renxin-med.example',
    address: '臺南市新市區南科三路 18 號',
    industry_type_id: ref('cm.industryType', '醫療照護'),
    customer_level_id: ref('cm.customerLevel', 'VIP 客戶'),
    source_id: ref('cm.leadSource', '官方網站'),
    sales_rating_id: ref('cm.salesRating', '積極開發'),
    credit_rating_id: ref('cm.creditRating', 'AAA 優良'),
    credit_limit_control_id: ref('cm.creditLimitControl', '高額度 300 萬（管制）'),
    payment_term_id: ref('cm.paymentTerm', '月結 60 天'),
    term_of_payment_id: ref('cm.termOfPayment', '電匯'),
    way_of_delivery_id: ref('cm.wayOfDelivery', '快遞'),
    tax_category_id: ref('cm.taxCategory', '應稅 5%'),
    document_dispatch_method_id: ref('cm.documentDispatchMethod', '電子郵件'),
    bill_pickup_method_id: ref('cm.billPickupMethod', '匯款免收票'),
    notes: '醫材業需符合 QMS 稽核，系統需保留完整異動紀錄。',
  },
];

// [name, organization, job title, department, email, phone, mobile, primary contact]
const PERSONS: Array<[string, string, string, string, string, string, string, boolean]> = [
  [
    '陳志明',
    '宏碩精密工業股份有限公司',
    '資訊部協理',
    '資訊部',
    'zm.chen@hongshuo.example',
    '02-2298-1234 #301',
    '0912-345-678',
    true,
  ],
  [
    '林雅婷',
    '宏碩精密工業股份有限公司',
    '採購專員',
    '採購部',
    'yt.lin@hongshuo.example',
    '02-2298-1234 #215',
    '0921-456-789',
    false,
  ],
  [
    '黃建宏',
    '晶采光電股份有限公司',
    '廠務經理',
    '廠務部',
    'jh.huang@jingcai.example',
    '03-578-6600 #120',
    '0933-567-890',
    true,
  ],
  [
    '張淑芬',
    '雲翔資訊科技股份有限公司',
    '行政主管',
    '管理部',
    'sf.chang@cloudsoar.example',
    '02-2751-3300 #10',
    '0955-678-901',
    true,
  ],
  [
    '李冠宇',
    '雲翔資訊科技股份有限公司',
    '技術長',
    '研發部',
    'gy.lee@cloudsoar.example',
    '02-2751-3300 #88',
    '0966-789-012',
    false,
  ],
  [
    '王美玲',
    '數位方舟系統整合有限公司',
    '總經理',
    '總經理室',
    'ml.wang@digiark.example',
    '04-2326-8899 #1',
    '0978-890-123',
    true,
  ],
  [
    '吳家豪',
    '綠野生活百貨有限公司',
    '營運經理',
    '營運部',
    'jh.wu@greenfield.example',
    '07-336-5288 #201',
    '0988-901-234',
    true,
  ],
  [
    '劉欣怡',
    '大成營造工程股份有限公司',
    '工務課長',
    '工務部',
    'hy.liu@dacheng.example',
    '02-2700-5566 #305',
    '0910-012-345',
    false,
  ],
  [
    '蔡俊傑',
    '大成營造工程股份有限公司',
    '財務經理',
    '財務部',
    'jj.tsai@dacheng.example',
    '02-2700-5566 #501',
    '0922-123-456',
    true,
  ],
  [
    '楊怡君',
    '順揚國際物流股份有限公司',
    '資訊課長',
    '資訊課',
    'yj.yang@shunyang.example',
    '03-383-2020 #66',
    '0937-234-567',
    true,
  ],
  [
    '鄭宗翰',
    '順揚國際物流股份有限公司',
    '倉儲主任',
    '倉儲部',
    'zh.cheng@shunyang.example',
    '03-383-2020 #72',
    '0958-345-678',
    false,
  ],
  [
    '許佩珊',
    '仁心醫療器材股份有限公司',
    '品保經理',
    '品保部',
    'ps.hsu@renxin-med.example',
    '06-505-7788 #230',
    '0963-456-789',
    true,
  ],
];

// [code, name, unit, unit price, tax category, description]
const PRODUCTS: Array<[string, string, string, number, string, string]> = [
  ['P-1001', 'ERP 標準版軟體授權', '套', 120000, '應稅 5%', '含財務、進銷存、生產管理模組，永久授權。'],
  ['P-1002', 'ERP 使用者授權', '人', 8000, '應稅 5%', '同時上線使用者授權，以人計價。'],
  ['P-2001', '導入顧問服務', '人天', 15000, '應稅 5%', '需求訪談、流程規劃與系統設定。'],
  ['P-2002', '教育訓練課程', '場', 20000, '應稅 5%', '每場 6 小時，上限 20 人。'],
  ['P-3001', '年度維護合約', '年', 36000, '應稅 5%', '版本更新與線上技術支援。'],
  ['P-4001', '工業級平板電腦', '台', 32000, '應稅 5%', '10 吋防塵防水，適用產線與倉儲。'],
  ['P-4002', '無線條碼掃描器', '台', 6800, '應稅 5%', '支援一維、二維條碼，含充電座。'],
  ['P-4003', '熱感式標籤印表機', '台', 15800, '應稅 5%', '203 dpi，支援乙太網路。'],
  ['P-5001', '雲端主機租用', '月', 4500, '應稅 5%', '4 vCPU、16 GB 記憶體，含每日備份。'],
  ['P-6001', '海外據點建置服務', '式', 50000, '零稅率', '外銷勞務，適用零稅率。'],
];

// [subject, organization, person, stage, source, expected amount, close in days, status, lost reason]
const LEADS: Array<[string, string, string, string, string, number, number, string, string?]> = [
  ['宏碩 ERP 系統導入', '宏碩精密工業股份有限公司', '陳志明', '議價', '展覽活動', 1850000, 20, 'open'],
  ['宏碩 MES 產線資料收集', '宏碩精密工業股份有限公司', '陳志明', '接洽中', '展覽活動', 960000, 75, 'open'],
  ['晶采倉儲條碼化', '晶采光電股份有限公司', '黃建宏', '提案', '客戶介紹', 420000, 35, 'open'],
  ['晶采廠區平板擴充', '晶采光電股份有限公司', '黃建宏', '新名單', '客戶介紹', 256000, 90, 'open'],
  ['雲翔內部電子簽核', '雲翔資訊科技股份有限公司', '張淑芬', '接洽中', '官方網站', 180000, 45, 'open'],
  ['雲翔雲端主機續約', '雲翔資訊科技股份有限公司', '李冠宇', '成交', '官方網站', 54000, -10, 'won'],
  ['數位方舟經銷合作', '數位方舟系統整合有限公司', '王美玲', '新名單', '合作夥伴', 300000, 120, 'open'],
  [
    '數位方舟顧問外包',
    '數位方舟系統整合有限公司',
    '王美玲',
    '提案',
    '合作夥伴',
    150000,
    40,
    'lost',
    '客戶改採內部自行開發',
  ],
  ['綠野門市 POS 整合', '綠野生活百貨有限公司', '吳家豪', '接洽中', '電話開發', 680000, 60, 'open'],
  ['綠野會員系統評估', '綠野生活百貨有限公司', '吳家豪', '新名單', '社群媒體', 220000, 100, 'open'],
  ['大成工地行動打卡', '大成營造工程股份有限公司', '劉欣怡', '提案', '客戶介紹', 340000, 30, 'open'],
  ['大成財務系統升級', '大成營造工程股份有限公司', '蔡俊傑', '議價', '客戶介紹', 1250000, 15, 'open'],
  ['大成年度維護', '大成營造工程股份有限公司', '蔡俊傑', '成交', '客戶介紹', 36000, -25, 'won'],
  ['順揚倉儲掃描設備', '順揚國際物流股份有限公司', '楊怡君', '成交', '展覽活動', 412000, -5, 'won'],
  ['順揚海外據點建置', '順揚國際物流股份有限公司', '楊怡君', '議價', '展覽活動', 800000, 25, 'open'],
  ['順揚運輸追蹤平台', '順揚國際物流股份有限公司', '鄭宗翰', '新名單', '電話開發', 500000, 110, 'open'],
  ['仁心雲端 QMS', '仁心醫療器材股份有限公司', '許佩珊', '提案', '官方網站', 720000, 50, 'open'],
  ['仁心教育訓練', '仁心醫療器材股份有限公司', '許佩珊', '接洽中', '官方網站', 60000, 30, 'open'],
  [
    '仁心標籤列印系統',
    '仁心醫療器材股份有限公司',
    '許佩珊',
    '議價',
    '官方網站',
    158000,
    10,
    'lost',
    '預算凍結，延至明年再議',
  ],
  ['晶采 ERP 使用者擴充', '晶采光電股份有限公司', '黃建宏', '新名單', '電話開發', 160000, 80, 'open'],
];

const year = new Date().getUTCFullYear();
const Q1 = `QT-${year}-0001`;
const Q2 = `QT-${year}-0002`;
const Q3 = `QT-${year}-0003`;

// [quotation number, product name, quantity, unit price, discount %]
const LINES: Array<[string, string, number, number, number]> = [
  [Q1, 'ERP 標準版軟體授權', 1, 120000, 0],
  [Q1, 'ERP 使用者授權', 50, 8000, 10],
  [Q1, '導入顧問服務', 40, 15000, 5],
  [Q1, '教育訓練課程', 4, 20000, 0],
  [Q2, '工業級平板電腦', 8, 32000, 5],
  [Q2, '無線條碼掃描器', 12, 6800, 5],
  [Q2, '熱感式標籤印表機', 4, 15800, 0],
  [Q3, '雲端主機租用', 12, 4500, 0],
  [Q3, '年度維護合約', 1, 36000, 0],
];

/** A quotation's lines, in the order listed: they are saved with their quotation, as one document. */
function linesOf(quotation: string) {
  return LINES.filter(([q]) => q === quotation).map(([, product, quantity, unit_price, discount]) => ({
    product_id: ref('cm.product', product),
    description: product,
    quantity,
    unit_price,
    discount,
    tax_category_id: ref('cm.taxCategory', '應稅 5%'),
  }));
}

export const CM_DEMO_ROWS: DemoEntityRows[] = [
  settings('cm.leadSource', [
    ['官方網站', 'WEB'],
    ['展覽活動', 'EXPO'],
    ['客戶介紹', 'REF'],
    ['電話開發', 'CALL'],
    ['社群媒體', 'SNS'],
    ['合作夥伴', 'PARTNER'],
  ]),
  settings('cm.industryType', [
    ['製造業', 'MFG'],
    ['資訊科技', 'IT'],
    ['批發零售', 'RETAIL'],
    ['營建工程', 'CONST'],
    ['運輸物流', 'LOGI'],
    ['醫療照護', 'HEALTH'],
  ]),
  settings('cm.customerLevel', [
    ['VIP 客戶', 'VIP', { discount_rate: 10 }],
    ['A 級客戶', 'A', { discount_rate: 5 }],
    ['B 級客戶', 'B', { discount_rate: 2 }],
    ['C 級客戶', 'C', { discount_rate: 0 }],
    ['新客戶', 'NEW', { discount_rate: 0 }],
  ]),
  settings('cm.termOfPayment', [
    ['電匯', 'TT'],
    ['支票', 'CHECK'],
    ['現金', 'CASH'],
    ['信用狀', 'LC'],
    ['信用卡', 'CARD'],
  ]),
  settings('cm.paymentTerm', [
    ['現結', 'COD', { days: 0, basis: 'invoice_date' }],
    ['月結 30 天', 'M30', { days: 30, basis: 'month_end' }],
    ['月結 60 天', 'M60', { days: 60, basis: 'month_end' }],
    ['月結 90 天', 'M90', { days: 90, basis: 'month_end' }],
    ['發票日後 30 天', 'N30', { days: 30, basis: 'invoice_date' }],
  ]),
  settings('cm.wayOfDelivery', [
    ['宅配', 'HOME'],
    ['貨運', 'FREIGHT'],
    ['快遞', 'EXPRESS'],
    ['客戶自取', 'PICKUP'],
    ['業務親送', 'SALES'],
    ['海運', 'SEA'],
  ]),
  settings('cm.salesRating', [
    ['重點經營', 'S1', { score: 90 }],
    ['積極開發', 'S2', { score: 70 }],
    ['一般維繫', 'S3', { score: 50 }],
    ['低度往來', 'S4', { score: 30 }],
  ]),
  settings('cm.creditRating', [
    ['AAA 優良', 'AAA', { score: 95 }],
    ['AA 良好', 'AA', { score: 80 }],
    ['A 普通', 'A', { score: 60 }],
    ['B 觀察', 'B', { score: 40 }],
    ['C 警示', 'C', { score: 20 }],
  ]),
  settings('cm.creditLimitControl', [
    ['新客戶 10 萬（管制）', 'L10', { amount: 100000, action: 'block' }],
    ['一般額度 50 萬（提醒）', 'L50', { amount: 500000, action: 'warn' }],
    ['中額度 100 萬（提醒）', 'L100', { amount: 1000000, action: 'warn' }],
    ['高額度 300 萬（管制）', 'L300', { amount: 3000000, action: 'block' }],
  ]),
  settings('cm.depositRatio', [
    ['免訂金', 'D0', { ratio: 0 }],
    ['訂金 10%', 'D10', { ratio: 10 }],
    ['訂金 20%', 'D20', { ratio: 20 }],
    ['訂金 30%', 'D30', { ratio: 30 }],
    ['訂金 50%', 'D50', { ratio: 50 }],
    ['全額預付', 'D100', { ratio: 100 }],
  ]),
  settings('cm.taxCategory', [
    ['應稅 5%', 'TX5', { rate: 5, kind: 'taxable', is_default: true, description: '一般營業稅，稅額外加。' }],
    [
      '零稅率',
      'TX0',
      { rate: 0, kind: 'zero_rated', is_default: false, description: '外銷貨物與外銷勞務。' },
    ],
    [
      '免稅',
      'EX',
      { rate: 0, kind: 'exempt', is_default: false, description: '依加值型營業稅法免徵營業稅之項目。' },
    ],
    [
      '特種稅額 2%',
      'SP2',
      { rate: 2, kind: 'special', is_default: false, description: '特種稅額計算之營業人適用。' },
    ],
  ]),
  settings('cm.documentDispatchMethod', [
    ['郵寄', 'MAIL'],
    ['掛號', 'REG'],
    ['快遞', 'EXPRESS'],
    ['電子郵件', 'EMAIL'],
    ['業務親送', 'SALES'],
  ]),
  settings('cm.billPickupMethod', [
    ['業務收票', 'SALES'],
    ['郵寄票據', 'MAIL'],
    ['客戶自送', 'SELF'],
    ['匯款免收票', 'WIRE'],
  ]),
  {
    entity: 'cm.customForm',
    rows: [
      {
        name: '商機拜訪紀錄',
        target: 'lead',
        description: '業務拜訪後填寫，記錄客戶需求與下一步行動。',
        definition: {
          fields: [
            { name: 'visit_date', type: 'date', title: '拜訪日期', required: true },
            { name: 'attendees', type: 'string', title: '與會人員' },
            { name: 'next_step', type: 'text', title: '下一步行動' },
          ],
        },
        sort: 10,
        is_active: true,
      },
      {
        name: '客戶滿意度調查',
        target: 'organization',
        description: '每半年對往來客戶做一次滿意度調查。',
        definition: {
          fields: [
            { name: 'score', type: 'integer', title: '整體滿意度 (1-5)', minimum: 1, maximum: 5 },
            { name: 'comment', type: 'text', title: '建議事項' },
          ],
        },
        sort: 20,
        is_active: true,
      },
      {
        name: '聯絡人興趣調查',
        target: 'person',
        definition: {
          fields: [{ name: 'topics', type: 'string', title: '感興趣的主題' }],
        },
        sort: 30,
        is_active: true,
      },
      {
        name: '報價審核附註',
        target: 'quotation',
        description: '折扣超過一成時，需填寫審核理由。',
        definition: {
          fields: [{ name: 'approval_reason', type: 'text', title: '審核理由', required: true }],
        },
        sort: 40,
        is_active: false,
      },
    ],
  },
  {
    entity: 'cm.tag',
    rows: [
      { name: '重要客戶', colour: '#f5222d', sort: 10, is_active: true },
      { name: '長期合作', colour: '#52c41a', sort: 20, is_active: true },
      { name: '潛力開發', colour: '#faad14', sort: 30, is_active: true },
      { name: '政府標案', colour: '#1677ff', sort: 40, is_active: true },
      { name: '價格敏感', colour: '#722ed1', sort: 50, is_active: true },
    ],
  },
  {
    entity: 'cm.pipeline',
    rows: [
      {
        name: PIPELINE,
        description: '從取得名單到成交的標準銷售流程。',
        is_default: true,
        sort: 10,
        is_active: true,
      },
    ],
  },
  {
    entity: 'cm.pipelineStage',
    rows: STAGES.map((name, i) => ({
      pipeline_id: ref('cm.pipeline', PIPELINE),
      name,
      probability: [10, 25, 50, 75, 100][i],
      outcome: name === '成交' ? 'won' : 'open',
      colour: ['#8c8c8c', '#1677ff', '#722ed1', '#fa8c16', '#52c41a'][i],
      sort: (i + 1) * 10,
      is_active: true,
    })),
  },
  { entity: 'cm.organization', rows: organizations },
  {
    entity: 'cm.person',
    rows: PERSONS.map(([name, organization, job_title, department, email, phone, mobile, is_primary]) => ({
      name,
      organization_id: ref('cm.organization', organization),
      job_title,
      department,
      email,
      phone,
      mobile,
      is_primary,
    })),
  },
  {
    entity: 'cm.product',
    rows: PRODUCTS.map(([code, name, unit, unit_price, tax, description]) => ({
      code,
      name,
      unit,
      unit_price,
      tax_category_id: ref('cm.taxCategory', tax),
      description,
      is_active: true,
    })),
  },
  {
    entity: 'cm.lead',
    rows: LEADS.map(
      ([subject, organization, person, stage, source, amount, closeIn, status, lostReason]) => ({
        subject,
        organization_id: ref('cm.organization', organization),
        person_id: ref('cm.person', person),
        pipeline_stage_id: ref('cm.pipelineStage', stage),
        source_id: ref('cm.leadSource', source),
        expected_amount: amount,
        expected_close_date: day(closeIn),
        status,
        ...(lostReason ? { lost_reason: lostReason } : {}),
      }),
    ),
  },
  {
    entity: 'cm.quotation',
    rows: [
      {
        number: Q1,
        organization_id: ref('cm.organization', '宏碩精密工業股份有限公司'),
        person_id: ref('cm.person', '陳志明'),
        lead_id: ref('cm.lead', '宏碩 ERP 系統導入'),
        quote_date: day(-12),
        valid_until: day(18),
        status: 'sent',
        currency: 'TWD',
        payment_term_id: ref('cm.paymentTerm', '月結 60 天'),
        term_of_payment_id: ref('cm.termOfPayment', '電匯'),
        way_of_delivery_id: ref('cm.wayOfDelivery', '業務親送'),
        notes: '顧問人天依實際需求訪談結果調整；授權費於簽約時請款 30%。',
        lines: linesOf(Q1),
      },
      {
        number: Q2,
        organization_id: ref('cm.organization', '順揚國際物流股份有限公司'),
        person_id: ref('cm.person', '楊怡君'),
        lead_id: ref('cm.lead', '順揚倉儲掃描設備'),
        quote_date: day(-30),
        valid_until: day(0),
        status: 'accepted',
        currency: 'TWD',
        payment_term_id: ref('cm.paymentTerm', '發票日後 30 天'),
        term_of_payment_id: ref('cm.termOfPayment', '電匯'),
        way_of_delivery_id: ref('cm.wayOfDelivery', '貨運'),
        notes: '設備含一年保固，到貨後三個工作天內完成安裝。',
        lines: linesOf(Q2),
      },
      {
        number: Q3,
        organization_id: ref('cm.organization', '仁心醫療器材股份有限公司'),
        person_id: ref('cm.person', '許佩珊'),
        lead_id: ref('cm.lead', '仁心雲端 QMS'),
        quote_date: day(-2),
        valid_until: day(28),
        status: 'draft',
        currency: 'TWD',
        payment_term_id: ref('cm.paymentTerm', '月結 60 天'),
        term_of_payment_id: ref('cm.termOfPayment', '電匯'),
        lines: linesOf(Q3),
      },
    ],
  },
];

import type { FormDefinition } from '../../../schemas/wf/formDefinition';
import type { LocalisedText } from '../../../schemas/wf/localisedText';

/** A document model of the demo: its name, group and form of attributes. */
export interface DemoModel {
  key: 'contract' | 'letter';
  name: LocalisedText;
  group: string;
  sort: number;
  definition: FormDefinition;
}

const text = (tw: string, en: string, cn: string, jp: string): LocalisedText => ({ tw, en, cn, jp });

/**
 * The demo's document models (docs/guide-form-fields-by-model.md): a contract (counterparty,
 * amount, signing date, kind) and an official letter (issuing agency, number, date).
 */
export const DEMO_MODELS: readonly DemoModel[] = [
  {
    key: 'contract',
    name: text('合約', 'Contract', '合同', '契約書'),
    group: '法務',
    sort: 10,
    definition: {
      fields: [
        {
          key: 'counterparty',
          type: 'text',
          label: text('簽約對象', 'Counterparty', '签约对象', '契約相手'),
          required: true,
          maxLength: 200,
        },
        {
          key: 'amount',
          type: 'money',
          label: text('合約金額', 'Amount', '合同金额', '契約金額'),
          required: true,
          minimum: 0,
        },
        { key: 'signed_on', type: 'date', label: text('簽約日期', 'Signing date', '签约日期', '締結日') },
        {
          key: 'kind',
          type: 'select',
          label: text('合約類型', 'Contract type', '合同类型', '契約の種類'),
          options: [
            { value: 'sales', label: text('銷售', 'Sales', '销售', '販売') },
            { value: 'purchase', label: text('採購', 'Purchase', '采购', '購買') },
            { value: 'service', label: text('服務', 'Service', '服务', 'サービス') },
            { value: 'nda', label: text('保密', 'Non-disclosure', '保密', '秘密保持') },
          ],
        },
      ],
    },
  },
  {
    key: 'letter',
    name: text('公文', 'Official letter', '公文', '公文書'),
    group: '行政',
    sort: 20,
    definition: {
      fields: [
        {
          key: 'agency',
          type: 'text',
          label: text('發文機關', 'Issuing agency', '发文机关', '発信機関'),
          required: true,
          maxLength: 200,
        },
        {
          key: 'number',
          type: 'text',
          label: text('發文字號', 'Document number', '发文字号', '文書番号'),
          required: true,
          maxLength: 100,
        },
        { key: 'issued_on', type: 'date', label: text('發文日期', 'Date', '发文日期', '発信日') },
      ],
    },
  },
];

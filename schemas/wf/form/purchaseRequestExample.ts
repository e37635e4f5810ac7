import type { FormDefinition } from '../formDefinition';

/**
 * The worked example of docs/guide-workflow-forms.md: a purchase request whose total is the sum
 * of quantity × unit price over its items, and that asks for a reason above 100,000. Tests and the
 * designer's "start from an example" use it.
 */
export const purchaseRequestExample: FormDefinition = {
  titleField: 'subject',
  fields: [
    {
      key: 'subject',
      type: 'text',
      label: { tw: '主旨', en: 'Subject', cn: '主旨', jp: '件名' },
      required: true,
    },
    {
      key: 'items',
      type: 'table',
      label: { tw: '採購品項', en: 'Items', cn: '采购品项', jp: '購入品目' },
      required: true,
      maxRows: 50,
      columns: [
        {
          key: 'name',
          type: 'text',
          label: { tw: '品名', en: 'Item', cn: '品名', jp: '品名' },
          required: true,
        },
        {
          key: 'qty',
          type: 'number',
          label: { tw: '數量', en: 'Quantity', cn: '数量', jp: '数量' },
          required: true,
          minimum: 1,
        },
        {
          key: 'price',
          type: 'money',
          label: { tw: '單價', en: 'Unit price', cn: '单价', jp: '単価' },
          required: true,
          minimum: 0,
        },
      ],
    },
    {
      key: 'total',
      type: 'computed',
      label: { tw: '總金額', en: 'Total', cn: '总金额', jp: '合計金額' },
      formula: 'sum(items.qty * items.price)',
      scale: 2,
    },
    {
      key: 'reason',
      type: 'textarea',
      label: { tw: '採購理由', en: 'Reason', cn: '采购理由', jp: '購入理由' },
      help: { tw: '總金額超過 100,000 時必填', en: 'Required when the total is over 100,000' },
      required: true,
      showWhen: { all: [{ field: 'total', op: 'gt', value: '100000' }] },
    },
  ],
};

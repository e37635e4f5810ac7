import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formDefinitionProblems } from './formDefinitionProblems';
import { prepareFormValues } from './prepareFormValues';
import { purchaseRequestExample } from './purchaseRequestExample';

// docs/guide-workflow-forms.md shows the worked example's definition, what the browser sends,
// what the server keeps and what it refuses: this keeps those blocks true.
const guide = readFileSync(join(import.meta.dirname, '../../../docs/guide-workflow-forms.md'), 'utf8');

function block(name: string): unknown {
  const match = new RegExp(`<!-- guide:${name} -->\\s*\`\`\`json\\n([\\s\\S]*?)\\n\`\`\``).exec(guide);
  if (!match?.[1]) throw new Error(`docs/guide-workflow-forms.md has no ${name} block`);
  return JSON.parse(match[1]) as unknown;
}

describe('the forms guide’s worked example', () => {
  it('shows the example’s definition (labels in tw and en), which has no problems', () => {
    const shown = block('definition');
    const inTwoLanguages = JSON.parse(
      JSON.stringify(purchaseRequestExample, (key, value: unknown) =>
        key === 'cn' || key === 'jp' || key === 'help' ? undefined : value,
      ),
    ) as unknown;
    expect(shown).toEqual(inTwoLanguages);
    expect(formDefinitionProblems(purchaseRequestExample, 'en')).toEqual([]);
  });

  it('stores what it says the server keeps', () => {
    const { values, errors } = prepareFormValues(purchaseRequestExample, block('sent'), 'en');
    expect(errors).toEqual({});
    expect(values).toEqual(block('stored'));
  });

  it('refuses a large purchase without a reason, and names a cell by row and column', () => {
    const sent = block('sent') as { items: unknown[] };
    const large = {
      ...sent,
      reason: undefined,
      items: [...sent.items, { name: 'Server', qty: 16, price: '2000' }],
    };
    const answer = prepareFormValues(purchaseRequestExample, large, 'en');
    expect(answer.values.total).toBe('104401.00');
    expect(answer.errors).toEqual(block('errors'));
    const zero = { ...sent, items: [sent.items[0], { name: 'Dock', qty: 0, price: '1' }] };
    expect(prepareFormValues(purchaseRequestExample, zero, 'en').errors).toEqual({
      'items.1.qty': ['Quantity must be at least 1.'],
    });
  });
});

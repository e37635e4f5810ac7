import { describe, expect, it } from 'vitest';
import { splitPluralKey } from '../schemas/core/pluralLocales';
import { localeModules, type Messages, messagesOf } from './localeMessages';

// English is the one interface language whose nouns change with the number: a message that
// shows a `{{count}}` needs `_one` and `_other` forms, or the screen says "1 problems".
// Numbers under another name ({{total}}, {{limit}}) are not seen here: a message whose
// number can be 1 and sits next to a noun names it `count` (its callers pass it).

const COUNT = /\{\{\s*count\s*\}\}/;

/** What is wrong with the plural forms of one module's English messages. */
function pluralProblems(module: string, messages: Messages): string[] {
  const problems: string[] = [];
  for (const [key, text] of messages) {
    const split = splitPluralKey(key);
    if (!split) {
      if (COUNT.test(text))
        problems.push(`en/${module}.json "${key}" shows {{count}} without _one/_other forms`);
      continue;
    }
    const missing = ['one', 'other'].filter((category) => !messages.has(`${split.base}_${category}`));
    if (missing.length > 0)
      problems.push(`en/${module}.json "${split.base}" lacks ${missing.map((c) => `_${c}`).join(' and ')}`);
  }
  return [...new Set(problems)];
}

describe('English messages with a {{count}}', () => {
  it.each(localeModules())('have _one and _other forms in module %s', (module) => {
    expect(pluralProblems(module, messagesOf('en', module) ?? new Map())).toEqual([]);
  });

  it('are reported when a form is missing', () => {
    const messages = new Map([
      ['list.total', '{{count}} records'],
      ['rows_one', '{{count}} row'],
      ['done_one', 'Done'],
      ['done_other', '{{count}} done'],
      ['title', 'No count here'],
    ]);
    expect(pluralProblems('demo', messages)).toEqual([
      'en/demo.json "list.total" shows {{count}} without _one/_other forms',
      'en/demo.json "rows" lacks _other',
    ]);
  });
});

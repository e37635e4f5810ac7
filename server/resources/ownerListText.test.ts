import { describe, expect, it } from 'vitest';
import { indexOwners, type OwnerDirectory } from './ownerIndex';
import { ownerListUserTexts, readOwnerListText, writeOwnerListText } from './ownerListText';

const DIRECTORY: OwnerDirectory = {
  departments: [
    { id: 1, name: 'Atrium', code: 'HQ', parent_id: null },
    { id: 3, name: 'Sales', code: 'SAL', parent_id: 1 },
    { id: 4, name: 'Support', code: null, parent_id: 1 },
    // Two uncoded teams of one name in different branches: their paths tell them apart.
    { id: 5, name: 'Team', code: null, parent_id: 3 },
    { id: 6, name: 'Team', code: null, parent_id: 4 },
    // Two uncoded labs side by side: nothing tells them apart but the reference.
    { id: 8, name: 'Lab', code: null, parent_id: 1 },
    { id: 9, name: 'Lab', code: null, parent_id: 1 },
    // A name that looks like "Name (CODE)" naming another department's code.
    { id: 10, name: 'Outpost (SAL)', code: null, parent_id: 1 },
    { id: 11, name: 'Semi; colon', code: null, parent_id: 1 },
  ],
  groups: [{ id: 2, name: 'Managers' }],
  users: [
    { id: 7, name: 'Ada Lovelace', account: 'ada' },
    { id: 12, name: 'Ken', account: 'ken1' },
    { id: 13, name: 'Ken', account: 'ken2' },
    { id: 14, name: 'Sales', account: 'sales.person' },
  ],
};
const index = indexOwners(DIRECTORY);
const write = (stored: string, lang: 'en' | 'tw' | 'jp' = 'en') => writeOwnerListText(stored, index, lang);
const read = (text: string) => readOwnerListText(text, index);

describe('writeOwnerListText', () => {
  it('writes departments with their code, groups by name and users with their account', () => {
    expect(write('d3,g2,u7')).toBe('Department: Sales (SAL); Group: Managers; User: Ada Lovelace (ada)');
    expect(write('d3,u12', 'tw')).toBe('部門: Sales (SAL); 使用者: Ken (ken1)');
  });

  it('writes the words everyone and the person concerned in the language asked', () => {
    expect(write('all')).toBe('Everyone');
    expect(write('subject,d1', 'jp')).toBe('当事者; 部署: Atrium (HQ)');
  });

  it('writes an uncoded department by name when it is the only one, else by its path', () => {
    expect(write('d4')).toBe('Department: Support');
    expect(write('d5,d6')).toBe('Department: Atrium / Sales / Team; Department: Atrium / Support / Team');
  });

  it('keeps the reference of what no label names unambiguously', () => {
    // Same name and path; a deleted user; a name with the list separator.
    expect(write('d8,u99,d11')).toBe('d8; u99; d11');
    // "Outpost (SAL)" would read back as Sales: its path has the same problem, so the reference.
    expect(write('d10')).toBe('d10');
  });
});

describe('readOwnerListText', () => {
  it('reads back everything written, in every language', () => {
    for (const stored of ['d3,g2,u7', 'all', 'subject,d1', 'd4', 'd5,d6', 'd8,u99,d11', 'd10', 'u12,u13'])
      for (const lang of ['en', 'tw', 'jp'] as const)
        expect(read(write(stored, lang))).toEqual({ value: stored });
  });

  it('reads a stored list as the rules do, and references mixed with names', () => {
    expect(read(' D3, u7 U7 ')).toEqual({ value: 'd3,u7' });
    expect(read('')).toEqual({ value: '' });
    expect(read('Department: Sales (SAL); u7, g2')).toEqual({ value: 'd3,u7,g2' });
  });

  it('accepts full-width punctuation, accounts alone, and names without a kind when only one owner fits', () => {
    expect(read('部門：SAL；使用者: ada')).toEqual({ value: 'd3,u7' });
    expect(read('Managers; Support')).toEqual({ value: 'g2,d4' });
    expect(read('User: KEN2')).toEqual({ value: 'u13' });
    expect(read('Department: Sales Division (SAL)')).toEqual({ value: 'd3' });
  });

  it('names the item that fits nothing, or several owners', () => {
    expect(read('Department: Sales (SAL); Department: Nowhere')).toEqual({
      problem: { kind: 'missing', item: 'Department: Nowhere' },
    });
    expect(read('User: Ken')).toEqual({ problem: { kind: 'ambiguous', item: 'User: Ken' } });
    expect(read('Department: Team')).toEqual({ problem: { kind: 'ambiguous', item: 'Department: Team' } });
    // Without a kind, "Sales" is both a department and a user.
    expect(read('Sales')).toEqual({ problem: { kind: 'ambiguous', item: 'Sales' } });
    expect(read('Group: Ada Lovelace (ada)')).toEqual({
      problem: { kind: 'missing', item: 'Group: Ada Lovelace (ada)' },
    });
  });
});

describe('ownerListUserTexts', () => {
  it('lists what may name a user: unprefixed and user items, and the account in parentheses', () => {
    expect(ownerListUserTexts(['User: Ada Lovelace (ada); Department: Sales (SAL)', 'Ken; u7'])).toEqual([
      'ada lovelace (ada)',
      'ada',
      'ken',
      'u7',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { searchQueryLiteral, textTokens, tsvectorLiteral } from './textTokens';

describe('textTokens', () => {
  it('cuts Chinese into pairs and keeps each character at its pair’s position', () => {
    expect(textTokens('合約書')).toEqual([
      { word: '合約', position: 1 },
      { word: '合', position: 1 },
      { word: '約書', position: 2 },
      { word: '約', position: 2 },
      { word: '書', position: 3 },
    ]);
  });

  it('makes words of other letters, lower-cased and width-normalised, after a CJK run', () => {
    expect(textTokens('年度 Ｑuarterly-report 2026').map((t) => [t.word, t.position])).toEqual([
      ['年度', 1],
      ['年', 1],
      ['度', 2],
      ['quarterly', 3],
      ['report', 4],
      ['2026', 5],
    ]);
  });

  it('keeps Japanese kana and kanji together and ignores punctuation', () => {
    expect(textTokens('「会議」').map((t) => t.word)).toEqual(['会議', '会', '議']);
    expect(textTokens('ﾃｽﾄ').map((t) => t.word)).toEqual(['テス', 'テ', 'スト', 'ス', 'ト']);
  });
});

describe('tsvectorLiteral', () => {
  it('quotes each lexeme and counts positions from the chunk’s first token', () => {
    const tokens = textTokens('a 合約').slice(1);
    expect(tsvectorLiteral(tokens)).toBe("'合約':1 '合':1 '約':2");
    expect(tsvectorLiteral([{ word: "o'neil\\", position: 7 }])).toBe("'o''neil\\\\':1");
  });
});

describe('searchQueryLiteral', () => {
  it('makes each term a phrase of pairs, all terms required', () => {
    expect(searchQueryLiteral('年度 合約書')).toBe("'年度' <-> '度' & '合約' <-> '約書' <-> '書'");
    expect(searchQueryLiteral('合約report')).toBe("'合約' <-> '約' <-> 'report':*");
  });

  it('searches a single character alone and the last typed word as a prefix', () => {
    expect(searchQueryLiteral('書')).toBe("'書'");
    expect(searchQueryLiteral('quarterly rep')).toBe("'quarterly' & 'rep':*");
    expect(searchQueryLiteral('Quarterly-Rep')).toBe("'quarterly' <-> 'rep':*");
  });

  it('is null when nothing searchable was typed', () => {
    expect(searchQueryLiteral('  -- ;; ')).toBeNull();
    expect(searchQueryLiteral("' or 1=1 --")).toBe("'or' & '1' <-> '1':*");
  });
});

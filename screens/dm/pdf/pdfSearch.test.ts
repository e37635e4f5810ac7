import { describe, expect, it } from 'vitest';
import { findMatches, findPageMatches, marksByRun, normaliseQuery, type TextRun } from './pdfSearch';

const run = (str: string, hasEOL = false): TextRun => ({ str, hasEOL });

describe('normaliseQuery', () => {
  it('ignores case, outer spaces and runs of spaces', () => {
    expect(normaliseQuery('  Annual   REPORT ')).toBe('annual report');
  });

  it('folds full-width letters and digits, and drops the spaces that touch CJK text', () => {
    expect(normaliseQuery('ＡＢＣ１２３')).toBe('abc123');
    expect(normaliseQuery('年度 預算　報告')).toBe('年度預算報告');
    expect(normaliseQuery('Atrium 年度')).toBe('atrium年度');
  });
});

describe('findPageMatches', () => {
  it('finds a Chinese phrase inside a sentence, with no word splitting', () => {
    expect(findPageMatches([run('本公司年度預算報告如下')], 2, '預算報告')).toEqual([
      { page: 2, segments: [{ run: 0, start: 5, end: 9 }] },
    ]);
  });

  it('finds a phrase that wraps onto the next line (a line end is no space in Chinese)', () => {
    const runs = [run('年度預算', true), run('報告')];
    expect(findPageMatches(runs, 1, '年度預算報告')).toEqual([
      {
        page: 1,
        segments: [
          { run: 0, start: 0, end: 4 },
          { run: 1, start: 0, end: 2 },
        ],
      },
    ]);
  });

  it('finds Japanese kana and kanji together', () => {
    expect(findPageMatches([run('これは予算の報告書です')], 1, '予算の報告')).toHaveLength(1);
  });

  it('treats a line end as a space between Latin words', () => {
    const runs = [run('annual', true), run('report')];
    expect(findPageMatches(runs, 1, 'annual report')[0]?.segments).toEqual([
      { run: 0, start: 0, end: 6 },
      { run: 1, start: 0, end: 6 },
    ]);
    expect(findPageMatches(runs, 1, 'annualreport')).toEqual([]);
  });

  it('ignores case and finds every match without overlaps', () => {
    expect(findPageMatches([run('Aaa aA')], 1, 'aa').map((m) => m.segments[0])).toEqual([
      { run: 0, start: 0, end: 2 },
      { run: 0, start: 4, end: 6 },
    ]);
  });

  it('maps a match back onto runs split mid-word, skipping an empty end-of-line run', () => {
    const runs = [run('Bud'), run('get', false), run('', true), run('total')];
    expect(findPageMatches(runs, 1, 'budget total')[0]?.segments).toEqual([
      { run: 0, start: 0, end: 3 },
      { run: 1, start: 0, end: 3 },
      { run: 3, start: 0, end: 5 },
    ]);
  });

  it('keeps offsets in the original text when spaces were collapsed or a character folded', () => {
    expect(findPageMatches([run('a   ＢＣ d')], 1, 'bc d')[0]?.segments).toEqual([
      { run: 0, start: 4, end: 8 },
    ]);
  });

  it('counts a character outside the BMP as its two UTF-16 units', () => {
    expect(findPageMatches([run('x𠀋y')], 1, '𠀋y')[0]?.segments).toEqual([{ run: 0, start: 1, end: 4 }]);
  });

  it('finds nothing for an empty or blank query', () => {
    expect(findPageMatches([run('text')], 1, '')).toEqual([]);
    expect(findPageMatches([run('text')], 1, '   ')).toEqual([]);
  });
});

describe('findMatches', () => {
  it('lists the matches of every page in page order', () => {
    const pages = [[run('Budget')], [], [run('預算 and budget')]];
    expect(findMatches(pages, 'budget').map((m) => m.page)).toEqual([1, 3]);
    expect(findMatches(pages, '預算')).toEqual([{ page: 3, segments: [{ run: 0, start: 0, end: 2 }] }]);
  });
});

describe('marksByRun', () => {
  it('groups the segments of a page by run, in order, with their match number', () => {
    const marks = marksByRun([
      { page: 1, segments: [{ run: 1, start: 4, end: 6 }] },
      {
        page: 1,
        segments: [
          { run: 1, start: 8, end: 9 },
          { run: 2, start: 0, end: 1 },
        ],
      },
    ]);
    expect(marks.get(1)).toEqual([
      { start: 4, end: 6, match: 0 },
      { start: 8, end: 9, match: 1 },
    ]);
    expect(marks.get(2)).toEqual([{ start: 0, end: 1, match: 1 }]);
  });
});

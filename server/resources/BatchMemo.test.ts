import { describe, expect, it } from 'vitest';
import { BatchMemo } from './BatchMemo';

/** A question to the database, standing for one: it counts how often it is asked. */
function question<T>(answer: T) {
  const asked = { times: 0 };
  const ask = async () => {
    asked.times += 1;
    return answer;
  };
  return { asked, ask };
}

describe('BatchMemo', () => {
  it('asks each question once per memo, and a new memo (the next batch) asks again', async () => {
    const period = question(false);
    const memo = new BatchMemo(['fa.voucher']);
    expect(await memo.once('fa.periodClosed:2026-3', period.ask)).toBe(false);
    expect(await memo.once('fa.periodClosed:2026-3', period.ask)).toBe(false);
    expect(period.asked.times).toBe(1);
    await new BatchMemo(['fa.voucher']).once('fa.periodClosed:2026-3', period.ask);
    expect(period.asked.times).toBe(2);
  });

  it('asks again after a question failed', async () => {
    const memo = new BatchMemo([]);
    await expect(memo.once('k', () => Promise.reject(new Error('connection lost')))).rejects.toThrow();
    expect(await memo.once('k', async () => 'answered')).toBe('answered');
  });

  it('asks rows by id only for the ids not asked yet, remembering those without a row', async () => {
    const memo = new BatchMemo([]);
    const asked: number[][] = [];
    const accounts = async (ids: number[]) => {
      asked.push(ids);
      return new Map(ids.filter((id) => id !== 9).map((id) => [id, { id, code: `A${id}` }]));
    };
    expect([...(await memo.byIds('fa.account', [1, 2, 9], accounts)).keys()]).toEqual([1, 2]);
    expect([...(await memo.byIds('fa.account', [2, 3, 9, 3], accounts)).keys()]).toEqual([2, 3]);
    expect(asked).toEqual([[1, 2, 9], [3]]);
  });

  it('names the entities the batch writes, whose rows it never remembers', () => {
    const memo = new BatchMemo(['fa.voucher', 'fa.voucherLine']);
    expect(memo.writes('fa.voucherLine')).toBe(true);
    expect(memo.writes('fa.account')).toBe(false);
  });
});

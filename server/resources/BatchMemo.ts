/**
 * What one batch write has already asked of master data, so that it is asked once per batch
 * and not once per document: an import of 2,000 vouchers names the same few accounts, voucher
 * types and months thousands of times, and each question is a round trip to the database.
 *
 * A memo lives exactly as long as one transaction of one batch: the import route creates it
 * inside the transaction and passes it down (DocumentService.writeIn, the rules' `ctx.memo`), and
 * it is dropped with the transaction, so a master row changed between two imports is read afresh
 * by the second. Within the batch, what it remembers stays true because the batch does not write
 * it: the entities the batch writes (`writes`, a document's own and its lines') are never
 * remembered, and a rule opts in with `once` only for lookups of data its writes cannot change.
 *
 * @example
 * const memo = new BatchMemo(['fa.voucher', 'fa.voucherLine']);
 * const type = await memo.once(`fa.voucherType:${id}`, () => voucherType(trx, id)); // asked once
 * const live = await store.liveIds(trx, 'fa.account', ids, memo); // only ids not yet known are asked
 */
export class BatchMemo {
  private readonly answers = new Map<string, Promise<unknown>>();
  private readonly rows = new Map<string, Map<number, unknown>>();
  private readonly written: ReadonlySet<string>;

  /** `writes`: the entity ids the batch writes, whose rows are never remembered. */
  constructor(writes: readonly string[]) {
    this.written = new Set(writes);
  }

  /** Whether the batch writes this entity (its rows are then asked every time). */
  writes(entityId: string): boolean {
    return this.written.has(entityId);
  }

  /** The answer to `key` (namespaced by the asker: `fa.period:2026-03`), asked the first time only. */
  once<T>(key: string, ask: () => Promise<T>): Promise<T> {
    let answer = this.answers.get(key) as Promise<T> | undefined;
    if (!answer) {
      answer = ask();
      this.answers.set(key, answer);
      // A failed question is not an answer: the next asker asks again.
      answer.catch(() => this.answers.delete(key));
    }
    return answer;
  }

  /**
   * The rows of `kind` (`live:fa.account`) with these ids, by id; `ask` is given only the ids not
   * asked before in this batch, and an id it does not answer is remembered as having no row.
   */
  async byIds<T>(
    kind: string,
    ids: readonly number[],
    ask: (unknown: number[]) => Promise<ReadonlyMap<number, T>>,
  ): Promise<Map<number, T>> {
    const known = this.rows.get(kind) ?? new Map<number, unknown>();
    this.rows.set(kind, known);
    const unknown = [...new Set(ids)].filter((id) => !known.has(id));
    if (unknown.length > 0) {
      const found = await ask(unknown);
      for (const id of unknown) known.set(id, found.has(id) ? found.get(id) : undefined);
    }
    const out = new Map<number, T>();
    for (const id of ids) if (known.get(id) !== undefined) out.set(id, known.get(id) as T);
    return out;
  }
}

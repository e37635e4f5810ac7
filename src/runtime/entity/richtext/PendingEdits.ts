/**
 * Edits a form's widgets hold back (the rich-text editor's debounced changes), so the form
 * can take them at the moment it saves: rjsf would otherwise submit the value of 300 ms ago.
 * Each widget registers under its field name while mounted.
 * @example const stop = pending.register('terms', () => change.flush() ? latest : undefined)
 */
export class PendingEdits {
  private readonly takers = new Map<string, () => { value: unknown } | undefined>();

  /** Registers how to take a field's held-back value; returns the unregister function. */
  register(name: string, take: () => { value: unknown } | undefined): () => void {
    this.takers.set(name, take);
    return () => {
      if (this.takers.get(name) === take) this.takers.delete(name);
    };
  }

  /** Every held-back value by field, each delivered to its widget's onChange too. */
  takeAll(): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const [name, take] of this.takers) {
      const taken = take();
      if (taken) out[name] = taken.value;
    }
    return out;
  }
}

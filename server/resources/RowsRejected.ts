import { ValidationFailed } from '../http/HttpError';
import { type Language, translate } from '../http/translate';
import type { RowProblem } from './findRowProblems';

/**
 * A batch write (EntityService.createManyIn / updateManyIn) refused, with every row's
 * problems by position in the batch, so an import can report them by file row. As a
 * plain ValidationFailed it answers 422 with the first refused row's errors by field,
 * as a single write would.
 */
export class RowsRejected extends ValidationFailed {
  constructor(
    readonly problems: readonly RowProblem[],
    lang: Language,
  ) {
    const first = problems[0]?.index;
    const errors: Record<string, string[]> = {};
    for (const p of problems)
      if (p.index === first) errors[p.field] = [...(errors[p.field] ?? []), p.message];
    super(translate(lang, 'validation:failed'), errors);
    this.name = 'RowsRejected';
  }
}

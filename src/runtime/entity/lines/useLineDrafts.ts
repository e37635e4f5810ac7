import { useState } from 'react';
import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import { type LineDraft, draftsOf, lineErrorsOf, linesBody, sameLines } from './lineItems';
import { type LinesDescriptors, useLinesDescriptors } from './useLinesDescriptors';

export interface LineDraftsState extends LinesDescriptors {
  /** Whether the document has lines at all (its descriptor's `lines`). */
  enabled: boolean;
  drafts: LineDraft[];
  setDrafts: (drafts: LineDraft[]) => void;
  /** Changed since loaded or saved? */
  dirty: boolean;
  /** The server's errors by line position and field; `-1` holds the document's own. */
  errors: ReadonlyMap<number, Record<string, string>>;
  /** Takes a 422 answer's `errors`; returns whether any was about the lines. */
  takeErrors: (errors: Readonly<Record<string, unknown>>) => boolean;
  /** The body's `lines`, or undefined when the document has none. */
  body: () => Array<Record<string, unknown>> | undefined;
  /** Starts over from a stored document (after a conflict reload or a save). */
  reset: (row: Readonly<Record<string, unknown>> | null) => void;
}

/**
 * The line items of a document form: its drafts, dirty state, server errors and request body.
 * @example const lines = useLineDrafts(quotation, row); … { ...body, lines: lines.body() }
 */
export function useLineDrafts(
  descriptor: EntityDescriptor,
  row: Readonly<Record<string, unknown>> | null,
): LineDraftsState {
  const setup = useLinesDescriptors(descriptor);
  const [drafts, setDrafts] = useState<LineDraft[]>(() => draftsOf(row));
  const [baseline, setBaseline] = useState<LineDraft[]>(drafts);
  const [errors, setErrors] = useState<ReadonlyMap<number, Record<string, string>>>(new Map());
  const lines = descriptor.lines;
  const { child } = setup;
  return {
    ...setup,
    enabled: Boolean(lines),
    drafts,
    setDrafts: (next) => {
      setDrafts(next);
      // Positions moved or a cell changed: the server's errors no longer point at the right cells.
      if (errors.size > 0) setErrors(new Map());
    },
    dirty: Boolean(lines && child && !sameLines(child, lines, drafts, baseline)),
    errors,
    takeErrors: (answer) => {
      const found = lineErrorsOf(answer);
      setErrors(found);
      return found.size > 0;
    },
    body: () => (lines && child ? linesBody(child, lines, drafts) : undefined),
    reset: (next) => {
      const fresh = draftsOf(next);
      setDrafts(fresh);
      setBaseline(fresh);
      setErrors(new Map());
    },
  };
}

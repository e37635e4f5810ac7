/** The kinds of write the durability and load runs send (writeOperations.ts). */
export const WRITE_KINDS = ['createTag', 'updateTag', 'createDocument', 'updateDocument', 'import'] as const;
export type WriteKind = (typeof WRITE_KINDS)[number];

/** What the server answered 2xx for a tag: its id and the values of that version. */
export interface AckedTag {
  id: number;
  name: string;
  version: number;
  description: string;
}

/** What the server answered 2xx for a quotation: the version, its marker and how many lines it has. */
export interface AckedDocument {
  id: number;
  number: string;
  version: number;
  /** `w{n} lines:{count}`, written with the lines of that save (see writeOperations.ts). */
  notes: string;
  lineCount: number;
}

/**
 * Every write the server acknowledged (answered 2xx), as the client last saw it: the
 * durability and load checks compare the database with this after the run. Also counts
 * what was sent, so "sent but never answered" (in flight at a kill) is visible.
 *
 * Records belong to one worker each and a worker never has two writes in flight on one
 * record, so a record's row can be at most one version ahead of its acknowledged state
 * (a write that committed but whose answer the kill cut off).
 */
export class WriteLedger {
  readonly tags = new Map<number, AckedTag>();
  readonly documents = new Map<number, AckedDocument>();
  /** Import batches answered 2xx: batch name → rows. */
  readonly imports = new Map<string, number>();
  /** Import batches sent (answered or not): every one must be all there or all absent. */
  readonly importsSent = new Map<string, number>();
  readonly sent: Record<WriteKind, number> = zeroCounts();
  readonly acknowledged: Record<WriteKind, number> = zeroCounts();
  /** Answers that were not 2xx, by kind (a load run expects none). */
  readonly refused: Record<WriteKind, number> = zeroCounts();
  /** Requests that got no answer at all (connection reset, the server killed). */
  readonly unanswered: Record<WriteKind, number> = zeroCounts();
  readonly refusalSamples: string[] = [];

  constructor(
    /** Names written in this run start with it, so checks see only this run's rows. */
    readonly runId: string,
  ) {}

  totalAcknowledged(): number {
    return WRITE_KINDS.reduce((sum, kind) => sum + this.acknowledged[kind], 0);
  }

  noteRefused(kind: WriteKind, status: number, body: string): void {
    this.refused[kind] += 1;
    if (this.refusalSamples.length < 10) this.refusalSamples.push(`${kind}: ${status} ${body.slice(0, 200)}`);
  }
}

function zeroCounts(): Record<WriteKind, number> {
  return { createTag: 0, updateTag: 0, createDocument: 0, updateDocument: 0, import: 0 };
}

import type { WriteKind, WriteLedger } from './WriteLedger';

/** What a quotation needs that the demo organisation already holds. */
export interface DocumentRefs {
  organizationId: number;
  productId: number;
  taxCategoryId: number;
}

export interface WriteTarget {
  baseUrl: string;
  token: string;
  refs: DocumentRefs;
  /** Rows per import batch (all written or none). */
  importRows: number;
}

/** The outcome of one write: answered (any status) or not, and how long it took. */
export interface WriteResult {
  kind: WriteKind;
  ms: number;
  /** False when the request got no answer (the server gone). */
  answered: boolean;
  ok: boolean;
}

/** How often each write is picked; the rest of a worker's records are reused by updates. */
const WEIGHTS: ReadonlyArray<[WriteKind, number]> = [
  ['createTag', 30],
  ['updateTag', 25],
  ['createDocument', 20],
  ['updateDocument', 15],
  ['import', 10],
];
const WEIGHT_TOTAL = WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);

/**
 * One client of the mixed write load: creates and updates tags (a flat entity), creates
 * and rewrites quotations with their lines (a document, one transaction), and imports
 * batches of tags through the generic import route (one transaction). Each write's
 * acknowledged result goes into the ledger. The worker owns the records it created and
 * waits for each answer before the next write, so it never races itself on a version.
 *
 * Every document save writes a marker in `notes` (`w{seq} lines:{n}`) and the same
 * `w{seq}` in each of its lines' descriptions: a document whose live lines do not match
 * its marker was half written (checkLedger.ts).
 */
export class WriteWorker {
  private seq = 0;
  private readonly ownTags: number[] = [];
  private readonly ownDocuments: number[] = [];

  constructor(
    private readonly target: WriteTarget,
    private readonly ledger: WriteLedger,
    private readonly index: number,
  ) {}

  pickKind(): WriteKind {
    let roll = Math.random() * WEIGHT_TOTAL;
    for (const [kind, weight] of WEIGHTS) {
      roll -= weight;
      if (roll < 0) return kind;
    }
    return 'createTag';
  }

  async write(kind: WriteKind = this.pickKind()): Promise<WriteResult> {
    if (kind === 'updateTag' && this.ownTags.length === 0) return this.write('createTag');
    if (kind === 'updateDocument' && this.ownDocuments.length === 0) return this.write('createDocument');
    this.seq += 1;
    switch (kind) {
      case 'createTag':
        return this.createTag();
      case 'updateTag':
        return this.forgetIfUnanswered(this.ownTags, this.seq % this.ownTags.length, (id) =>
          this.updateTag(id),
        );
      case 'createDocument':
        return this.saveDocument(null);
      case 'updateDocument':
        return this.forgetIfUnanswered(this.ownDocuments, this.seq % this.ownDocuments.length, (id) =>
          this.saveDocument(id),
        );
      case 'import':
        return this.importBatch();
    }
  }

  /**
   * An update that got no answer may or may not have committed, so the worker no longer
   * knows the record's version: it stops writing to it (the ledger keeps its last
   * acknowledged state, which the check allows to be one version behind the row).
   */
  private async forgetIfUnanswered(
    own: number[],
    at: number,
    update: (id: number) => Promise<WriteResult>,
  ): Promise<WriteResult> {
    const result = await update(own[at]!);
    if (!result.answered) own.splice(at, 1);
    return result;
  }

  private name(prefix: string): string {
    return `${this.ledger.runId}-${prefix}${this.index}-${this.seq}`;
  }

  private async createTag(): Promise<WriteResult> {
    const description = `v${this.seq}`;
    return this.send('createTag', 'POST', '/api/cm/tag', { name: this.name('t'), description }, (data) => {
      const id = data.id as number;
      this.ledger.tags.set(id, {
        id,
        name: data.name as string,
        version: data.version as number,
        description,
      });
      this.ownTags.push(id);
    });
  }

  private async updateTag(id: number): Promise<WriteResult> {
    const acked = this.ledger.tags.get(id)!;
    const description = `v${this.seq}`;
    return this.send(
      'updateTag',
      'PUT',
      `/api/cm/tag/${id}`,
      { version: acked.version, description },
      (data) => {
        this.ledger.tags.set(id, { ...acked, version: data.version as number, description });
      },
    );
  }

  private async saveDocument(id: number | null): Promise<WriteResult> {
    const { refs } = this.target;
    const lineCount = 1 + Math.floor(Math.random() * 8);
    const marker = `w${this.seq}`;
    const notes = `${marker} lines:${lineCount}`;
    // No line ids: a rewrite replaces every line, so a half-applied one would show old and new lines.
    const lines = Array.from({ length: lineCount }, (_, i) => ({
      product_id: refs.productId,
      description: `${marker} #${i + 1}`,
      quantity: i + 1,
      unit_price: 10 + i,
      discount: 0,
      tax_category_id: refs.taxCategoryId,
    }));
    const previous = id === null ? undefined : this.ledger.documents.get(id)!;
    const body =
      previous === undefined
        ? {
            number: this.name('q'),
            organization_id: refs.organizationId,
            quote_date: '2026-11-25',
            notes,
            lines,
          }
        : { version: previous.version, notes, lines };
    const kind: WriteKind = previous === undefined ? 'createDocument' : 'updateDocument';
    const url = previous === undefined ? '/api/cm/quotation' : `/api/cm/quotation/${previous.id}`;
    return this.send(kind, previous === undefined ? 'POST' : 'PUT', url, body, (data) => {
      const savedId = data.id as number;
      const savedLines = (data.lines as unknown[]).length;
      this.ledger.documents.set(savedId, {
        id: savedId,
        number: data.number as string,
        version: data.version as number,
        notes: data.notes as string,
        lineCount: savedLines,
      });
      if (previous === undefined) this.ownDocuments.push(savedId);
    });
  }

  private async importBatch(): Promise<WriteResult> {
    const batch = this.name('i');
    const rows = this.target.importRows;
    const csv = ['name,description', ...Array.from({ length: rows }, (_, i) => `${batch}-r${i + 1},import`)];
    this.ledger.importsSent.set(batch, rows);
    return this.send('import', 'POST', '/api/cm/tag/import?mode=commit', csv.join('\n'), (data) => {
      if (data.committed !== true || data.create !== rows)
        throw new Error(`import ${batch} answered ${JSON.stringify(data).slice(0, 200)}`);
      this.ledger.imports.set(batch, rows);
    });
  }

  /** Sends one write; on a 2xx hands the answer's `data` (or the import report) to `acknowledge`. */
  private async send(
    kind: WriteKind,
    method: 'POST' | 'PUT',
    url: string,
    body: unknown,
    acknowledge: (data: Record<string, unknown>) => void,
  ): Promise<WriteResult> {
    const isCsv = typeof body === 'string';
    this.ledger.sent[kind] += 1;
    const started = performance.now();
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.target.baseUrl}${url}`, {
        method,
        headers: {
          authorization: `Bearer ${this.target.token}`,
          'content-type': isCsv ? 'text/csv' : 'application/json',
          'accept-language': 'en',
        },
        body: isCsv ? body : JSON.stringify(body),
      });
      text = await response.text();
    } catch {
      // No answer: the server died (or dropped the connection) with the write in flight.
      this.ledger.unanswered[kind] += 1;
      return { kind, ms: performance.now() - started, answered: false, ok: false };
    }
    const ms = performance.now() - started;
    if (response.status < 200 || response.status >= 300) {
      this.ledger.noteRefused(kind, response.status, text);
      return { kind, ms, answered: true, ok: false };
    }
    const parsed = JSON.parse(text) as { data?: Record<string, unknown> } & Record<string, unknown>;
    acknowledge(kind === 'import' ? parsed : parsed.data!);
    this.ledger.acknowledged[kind] += 1;
    return { kind, ms, answered: true, ok: true };
  }
}

/** Signs in (the demo administrator by default) and answers the access token. */
export async function signIn(baseUrl: string, account = 'admin', password = 'demo1234'): Promise<string> {
  const response = await fetch(`${baseUrl}/api/sc/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password }),
  });
  if (response.status !== 200)
    throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** An organisation, a product and the 5% tax category of the demo data, for new quotations. */
export async function lookUpDocumentRefs(baseUrl: string, token: string): Promise<DocumentRefs> {
  const get = async (url: string) => {
    const response = await fetch(`${baseUrl}${url}`, { headers: { authorization: `Bearer ${token}` } });
    if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
    return ((await response.json()) as { data: Array<Record<string, unknown>> }).data;
  };
  const organization = (await get('/api/cm/organization?per_page=1'))[0];
  const product = (await get('/api/cm/product?per_page=1'))[0];
  const taxes = await get('/api/cm/tax-category/all');
  const tax = taxes.find((t) => Number(t.rate) === 5) ?? taxes[0];
  if (!organization || !product || !tax)
    throw new Error('the demo organisation, product or tax category is missing');
  return {
    organizationId: organization.id as number,
    productId: product.id as number,
    taxCategoryId: tax.id as number,
  };
}

import type { WriteLedger } from './WriteLedger';

export interface ReadBack {
  /** Acknowledged tags and documents read back through the API. */
  checked: number;
  /** Answered 200 at the acknowledged version with its values (or one unanswered write past it). */
  matching: number;
  samples: string[];
}

/**
 * GETs every acknowledged tag and document from the (restarted) server, as a user would
 * see them: the answer must carry the acknowledged version and values, and a document all
 * the lines of that save. `concurrency` requests at a time.
 */
export async function readBackOverHttp(
  baseUrl: string,
  token: string,
  ledger: WriteLedger,
  concurrency = 8,
): Promise<ReadBack> {
  type Item = { url: string; check: (data: Record<string, unknown>) => string | undefined };
  const items: Item[] = [];
  const versionProblem = (version: unknown, acked: number) =>
    typeof version === 'number' && version >= acked && version <= acked + 1
      ? undefined
      : `version ${String(version)}, acknowledged ${acked}`;
  for (const tag of ledger.tags.values())
    items.push({
      url: `/api/cm/tag/${tag.id}`,
      check: (data) =>
        versionProblem(data.version, tag.version) ??
        (data.version === tag.version && data.description !== tag.description
          ? `description "${String(data.description)}", acknowledged "${tag.description}"`
          : undefined),
    });
  for (const doc of ledger.documents.values())
    items.push({
      url: `/api/cm/quotation/${doc.id}`,
      check: (data) => {
        const lines = (data.lines as unknown[] | undefined)?.length ?? -1;
        return (
          versionProblem(data.version, doc.version) ??
          (data.version === doc.version && (data.notes !== doc.notes || lines !== doc.lineCount)
            ? `"${String(data.notes)}" with ${lines} lines, acknowledged "${doc.notes}" with ${doc.lineCount}`
            : undefined)
        );
      },
    });

  let matching = 0;
  const samples: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      const response = await fetch(`${baseUrl}${item.url}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await response.json()) as { data?: Record<string, unknown> };
      const problem = response.status === 200 ? item.check(body.data ?? {}) : `answered ${response.status}`;
      if (problem === undefined) matching += 1;
      else if (samples.length < 10) samples.push(`${item.url}: ${problem}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { checked: items.length, matching, samples };
}

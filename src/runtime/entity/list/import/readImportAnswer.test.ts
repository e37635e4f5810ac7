import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../platform/api/ApiError';
import type { ImportProgress } from './ImportReport';
import { readImportAnswer } from './readImportAnswer';

/** A streamed answer whose text arrives in the given pieces (lines may be cut anywhere). */
function streamed(pieces: string[], status = 200): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
  return new Response(body, { status, headers: { 'Content-Type': 'application/x-ndjson; charset=utf-8' } });
}

const report = { mode: 'dry-run', total: 3, create: 2, update: 1, errors: [], committed: false };

describe('readImportAnswer', () => {
  it('follows the progress lines and resolves with the final report', async () => {
    const progress: ImportProgress[] = [];
    const answer = await readImportAnswer(
      streamed([
        '{"progress":{"phase":"check","done":1,"tot',
        'al":3}}\n{"progress":{"phase":"check","done":3,"total":3}}\n',
        `${JSON.stringify({ status: 200, result: report })}\n`,
      ]),
      (p) => progress.push(p),
    );
    expect(progress.map((p) => p.done)).toEqual([1, 3]);
    expect(answer).toEqual(report);
  });

  it('gives a commit refused for row errors as a report to show', async () => {
    const refused = { ...report, mode: 'commit', errors: [{ row: 2, field: 'name', message: 'Required.' }] };
    const answer = await readImportAnswer(
      streamed([JSON.stringify({ status: 422, result: refused })]),
      () => {},
    );
    expect(answer.errors).toEqual([{ row: 2, field: 'name', message: 'Required.' }]);
  });

  it('throws the failure of a bad file with its message', async () => {
    const failure = readImportAnswer(
      streamed([
        `${JSON.stringify({ status: 422, result: { message: 'The file could not be read as CSV.' } })}\n`,
      ]),
      () => {},
    );
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toThrow('The file could not be read as CSV.');
  });

  it('reads a plain JSON report from a server that does not stream', async () => {
    const response = new Response(JSON.stringify(report), {
      headers: { 'Content-Type': 'application/json' },
    });
    expect(await readImportAnswer(response, () => {})).toEqual(report);
  });
});

import { ApiError } from '../../../../platform/api/ApiError';
import { type ImportProgress, type ImportReport, isImportReport } from './ImportReport';

interface StreamLine {
  progress?: ImportProgress;
  status?: number;
  result?: unknown;
}

function finish(status: number, result: unknown): ImportReport {
  // A commit with errors answers 422 with the same report: that is a report to show, not a failure.
  if (isImportReport(result)) return result;
  throw new ApiError(status, result);
}

/**
 * Reads the answer of `POST {api}/import`: an NDJSON stream of `{progress}` lines
 * ending with `{status, result}` (or, from a server that does not stream, the plain
 * JSON report). Resolves with the report; throws ApiError for anything else.
 * @example const report = await readImportAnswer(response, (p) => setPercent(p.done / p.total))
 */
export async function readImportAnswer(
  response: Response,
  onProgress: (progress: ImportProgress) => void,
): Promise<ImportReport> {
  const type = response.headers.get('Content-Type') ?? '';
  if (!type.includes('ndjson') || !response.body) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      // Not JSON: the text is the error.
    }
    if (!response.ok && !isImportReport(body)) throw new ApiError(response.status, body);
    return finish(response.status, body);
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  let last: StreamLine | null = null;
  const handle = (line: string) => {
    if (line.trim() === '') return;
    const parsed = JSON.parse(line) as StreamLine;
    if (parsed.progress) onProgress(parsed.progress);
    else last = parsed;
  };
  for (;;) {
    const { done, value } = await reader.read();
    if (value) buffered += decoder.decode(value, { stream: !done });
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) handle(line);
    if (done) break;
  }
  handle(buffered);
  const end = last as StreamLine | null;
  if (!end) throw new ApiError(response.status, { message: '' });
  return finish(end.status ?? response.status, end.result);
}

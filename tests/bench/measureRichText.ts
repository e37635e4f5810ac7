import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { sanitiseHtml } from '../../server/resources/richtext/sanitiseHtml';
import { distDir } from '../e2e/support/repoPaths';
import { percentile } from './percentile';

/** A 20 kB document (the default maxLength of an html field) sanitised within this, median (p99 reported beside it). */
export const SANITISE_P50_TARGET_MS = 20;
/** The rich-text editor's own chunk (tiptap, ProseMirror), loaded only by forms with an html field. */
export const EDITOR_CHUNK_TARGET_KB = 150;

export interface RichTextResult {
  documentBytes: number;
  runs: number;
  p50Ms: number;
  p99Ms: number;
  /** The built chunks holding ProseMirror, gzip kB each: exactly one, the editor's. */
  editorChunks: Array<{ file: string; gzipKb: number }>;
}

/** A realistic long document: headings, lists, a table, links, and hostile parts to strip. */
function document(bytes: number): string {
  const part =
    '<h2 onclick="x()">Terms</h2><p>Payment <strong>net 30</strong> days, <em>bank transfer</em>. ' +
    '<a href="https://pay.example/">Pay online</a> <a href="javascript:alert(1)">x</a></p>' +
    '<ul><li>Delivery included</li><li style="color:red">Installation on site</li></ul>' +
    '<table><tbody><tr><td>Item</td><td colspan="2">Price</td></tr></tbody></table>' +
    '<script>alert(1)</script><img src="data:image/png;base64,AAAA" onerror="alert(2)">';
  return part.repeat(Math.ceil(bytes / part.length)).slice(0, bytes);
}

/**
 * Server cost of the allow-list on the largest default document, and the size of the
 * editor's lazily loaded chunk (expects dist/ to be built).
 */
export function measureRichText(runs = 200, bytes = 20_000): RichTextResult {
  const html = document(bytes);
  for (let i = 0; i < 20; i++) sanitiseHtml(html);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    sanitiseHtml(html);
    times.push(performance.now() - started);
  }
  const assets = path.join(distDir, 'assets');
  const editorChunks = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .flatMap((file) => {
      const content = readFileSync(path.join(assets, file));
      return content.includes('ProseMirror')
        ? [{ file, gzipKb: Math.round(gzipSync(content).length / 100) / 10 }]
        : [];
    });
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    documentBytes: html.length,
    runs,
    p50Ms: round(percentile(times, 50)),
    p99Ms: round(percentile(times, 99)),
    editorChunks,
  };
}

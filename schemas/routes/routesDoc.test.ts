import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GENERATED_MARKER, routesMarkdown } from './routesMarkdown';
import { localeText, testAppRoutes } from './testInputs';

/** Table cells without their padding: biome aligns the columns of the written file. */
function unpadded(markdown: string): string {
  return markdown
    .split('\n')
    .map((line) => (line.startsWith('|') ? line.replace(/ *\| */g, '|').replace(/\|-+(?=\|)/g, '|-') : line))
    .join('\n')
    .trim();
}

describe('docs/routes.md', () => {
  it('is up to date with the route descriptors (run `npm run routes:doc` when this fails)', () => {
    const doc = readFileSync(path.resolve(import.meta.dirname, '../../docs/routes.md'), 'utf8');
    const at = doc.indexOf(GENERATED_MARKER);
    expect(at).toBeGreaterThan(0);
    const generated = doc.slice(at + GENERATED_MARKER.length);
    expect(unpadded(generated)).toBe(unpadded(routesMarkdown(testAppRoutes, localeText)));
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => readFileSync(path.join(repo, file), 'utf8');
const templates = JSON.parse(read('schemas/wf/entities/template.entity.json'));

/** The first ```json block after a heading of a guide. */
function blockAfter(guide: string, heading: string): unknown {
  const start = guide.indexOf(heading);
  expect(start, heading).toBeGreaterThanOrEqual(0);
  const match = /```json\n([\s\S]*?)```/.exec(guide.slice(start));
  return JSON.parse(match?.[1] ?? 'null');
}

// The guides' worked examples are the shipped sign-off templates: they must stay the same.
describe('the row actions and master list guides', () => {
  it('show the templates’ row actions as the descriptor ships them', () => {
    expect(blockAfter(read('docs/guide-admin-screen.md'), '## Row actions')).toEqual(
      templates.list.rowActions,
    );
  });

  it('show the templates’ list beside the category tree as the descriptor ships it', () => {
    expect(blockAfter(read('docs/guide-tree.md'), '## A list beside the tree')).toEqual(
      templates.list.master,
    );
  });
});

// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { HARD_CODED_COLOURS_ALLOWED, NATIVE_CONTROLS_ALLOWED } from './oneLookAllowList';
import { hardCodedColours, nativeControls } from './oneLookRules';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Every file under `dirs` ending in `suffix`, as a path from the repository root. */
function filesUnder(dirs: string[], suffix: string): string[] {
  return dirs.flatMap((dir) =>
    readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
      .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')),
  );
}

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
// Tests may render a native control as a fixture; screens and widgets may not.
const SOURCES = filesUnder(['screens', 'src'], '.tsx').filter((file) => !file.endsWith('.test.tsx'));
const STYLESHEETS = filesUnder(['screens', 'src'], '.css');

// Issue 12 "one look": the same control for the same job on every screen, and colours from
// the design tokens so a theme (colour, density, dark mode) reaches every screen.
describe('one look', () => {
  it('draws selects and tables with antd, outside the allow-list', () => {
    const found = SOURCES.flatMap((file) =>
      nativeControls(read(file))
        .filter((finding) => !NATIVE_CONTROLS_ALLOWED[file]?.tags.includes(finding.tag))
        .map(
          (finding) =>
            `${file}:${finding.line} <${finding.tag}> — use antd's ${finding.tag === 'select' ? 'Select (src/widgets/SelectField)' : 'Table'}: ${finding.text}`,
        ),
    );
    expect(found).toEqual([]);
  });

  it('takes colours from var(--ant-…) tokens in stylesheets, outside the allow-list', () => {
    const found = STYLESHEETS.filter((file) => !(file in HARD_CODED_COLOURS_ALLOWED)).flatMap((file) =>
      hardCodedColours(read(file)).map(
        (finding) => `${file}:${finding.line} — write var(--ant-…, fallback): ${finding.text}`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('keeps no allow-list entry that is no longer needed', () => {
    const stale = [
      ...Object.entries(NATIVE_CONTROLS_ALLOWED).flatMap(([file, { tags }]) => {
        const used = SOURCES.includes(file) ? nativeControls(read(file)).map((f) => f.tag) : [];
        return tags.filter((tag) => !used.includes(tag)).map((tag) => `${file} <${tag}>`);
      }),
      ...Object.keys(HARD_CODED_COLOURS_ALLOWED).filter(
        (file) => !STYLESHEETS.includes(file) || hardCodedColours(read(file)).length === 0,
      ),
    ];
    // Each is clean (or gone) now: delete its entry in src/widgets/oneLookAllowList.ts.
    expect(stale).toEqual([]);
  });

  it('finds what it guards against, and lets token fallbacks and comments through', () => {
    expect(nativeControls('<div>\n  <select\n    value={x}>\n  <Select />\n  <table className="t">')).toEqual(
      [
        { line: 2, text: '<select', tag: 'select' },
        { line: 5, text: '<table className="t">', tag: 'table' },
      ],
    );
    const css = [
      'a { color: var(--ant-color-text, rgb(0 0 0 / 88%)); white-space: nowrap; }',
      '/* #fff in a comment */',
      'b { box-shadow: var(',
      '  --ant-box-shadow-secondary,',
      '  0 6px 16px 0 rgb(0 0 0 / 8%)',
      '); }',
      'c { background: color-mix(in srgb, var(--ant-color-error, #ff4d4f) 8%, var(--ant-color-bg-container, #fff)); }',
      'd { color: #a8071a; }',
      'e { border: 1px solid rgba(0, 0, 0, 0.1); background: white; }',
    ].join('\n');
    expect(hardCodedColours(css).map((finding) => finding.line)).toEqual([8, 9]);
  });
});

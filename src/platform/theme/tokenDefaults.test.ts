import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tokenDefaultsCss } from './tokenDefaultsCss';

// Read from disk: vitest hands CSS imports over empty.
const written = readFileSync(path.join(process.cwd(), 'src/platform/theme/tokenDefaults.css'), 'utf8');
const squash = (css: string) => css.replace(/\s+/g, '');

describe('tokenDefaults.css', () => {
  it("holds antd's light and dark default tokens (npx tsx src/platform/theme/writeTokenDefaults.ts rewrites it)", () => {
    expect(squash(written)).toBe(squash(tokenDefaultsCss()));
    // Names of the contract the screens write their CSS against (issue 12), in both modes.
    for (const name of ['--ant-color-primary', '--ant-border-radius-lg', '--ant-control-height'])
      expect(written.split(`${name}:`)).toHaveLength(3);
  });
});

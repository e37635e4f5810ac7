import { readFileSync } from 'node:fs';
import path from 'node:path';
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { tokenCssVars } from './tokenCssVars';

// Read from disk: vitest hands CSS imports over empty.
const defaultsCss = readFileSync(path.join(process.cwd(), 'src/platform/theme/tokenDefaults.css'), 'utf8');
const squash = (value: string) => value.replace(/\s+/g, '');

describe('tokenDefaults.css', () => {
  it("holds antd's light default tokens, every published one (regenerate after an antd upgrade)", () => {
    const written = Object.fromEntries(
      [...defaultsCss.matchAll(/(--ant-[\w-]+):([^;]+);/g)].map(([, name, value]) => [
        name,
        squash(value ?? ''),
      ]),
    );
    const expected = Object.fromEntries(
      Object.entries(tokenCssVars(theme.getDesignToken())).map(([name, value]) => [name, squash(value)]),
    );
    expect(written).toEqual(expected);
    // The contract the screens write their CSS against (issue 12).
    expect(Object.keys(written)).toEqual(
      expect.arrayContaining(['--ant-color-primary', '--ant-border-radius-lg']),
    );
  });
});

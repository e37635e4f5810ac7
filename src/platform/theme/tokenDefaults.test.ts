import { readFileSync } from 'node:fs';
import path from 'node:path';
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { tokenCssVars } from './tokenCssVars';

// Read from disk: vitest hands CSS imports over empty.
const defaultsCss = readFileSync(path.join(process.cwd(), 'src/platform/theme/tokenDefaults.css'), 'utf8');
const squash = (value: string) => value.replace(/\s+/g, '');
const [lightBlock = '', darkBlock = ''] = defaultsCss.split(':root[data-theme="dark"]');

function declared(block: string): Record<string, string> {
  return Object.fromEntries(
    [...block.matchAll(/(--ant-[\w-]+):([^;]+);/g)].map(([, name, value]) => [name, squash(value ?? '')]),
  );
}

function expected(algorithm: typeof theme.defaultAlgorithm): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tokenCssVars(theme.getDesignToken({ algorithm }))).map(([name, value]) => [
      name,
      squash(value),
    ]),
  );
}

describe('tokenDefaults.css', () => {
  it("holds antd's light and dark default tokens, every published one (regenerate after an antd upgrade)", () => {
    expect(declared(lightBlock)).toEqual(expected(theme.defaultAlgorithm));
    expect(declared(darkBlock)).toEqual(expected(theme.darkAlgorithm));
    // Names of the contract the screens write their CSS against (issue 12).
    expect(Object.keys(declared(lightBlock))).toEqual(
      expect.arrayContaining(['--ant-color-primary', '--ant-border-radius-lg', '--ant-control-height']),
    );
  });
});

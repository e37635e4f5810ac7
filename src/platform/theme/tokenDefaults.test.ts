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
    [...block.matchAll(/(--(?:ant|atrium)-[\w-]+):([^;]+);/g)].map(([, name, value]) => [
      name,
      squash(value ?? ''),
    ]),
  );
}

function expected(mode: 'light' | 'dark'): Record<string, string> {
  const algorithm = mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm;
  return Object.fromEntries(
    Object.entries(tokenCssVars(theme.getDesignToken({ algorithm }), mode)).map(([name, value]) => [
      name,
      squash(value),
    ]),
  );
}

describe('tokenDefaults.css', () => {
  it("holds antd's light and dark default tokens, every published one (regenerate after an antd upgrade)", () => {
    expect(declared(lightBlock)).toEqual(expected('light'));
    expect(declared(darkBlock)).toEqual(expected('dark'));
    // Names of the contract the screens write their CSS against (issue 12).
    expect(Object.keys(declared(lightBlock))).toEqual(
      expect.arrayContaining(['--ant-color-primary', '--ant-border-radius-lg', '--ant-control-height']),
    );
  });
});

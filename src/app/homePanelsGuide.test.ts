import { describe, expect, it } from 'vitest';
import guide from '../../docs/guide-home-panels.md?raw';
import homeSettings from '../../schemas/sc/settings/home.settings.json';
import { HOME_WIDGETS } from '../../schemas/sc/settings/homeWidgets';
import { homePanels } from './homePanels';

const locales = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', {
  eager: true,
  import: 'default',
});
const panelFiles = import.meta.glob('../../screens/*/home/*Panel.tsx');

function block(language: string, containing: string): string {
  const found = [...guide.matchAll(new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``, 'g'))]
    .map((m) => m[1] ?? '')
    .find((text) => text.includes(containing));
  if (found === undefined) throw new Error(`no ${language} block with ${containing}`);
  return found;
}

function at(node: unknown, path: string[]): unknown {
  return path.reduce<unknown>((n, step) => (n as Record<string, unknown> | undefined)?.[step], node);
}

// docs/guide-home-panels.md walks through the open-leads panel: the guide must say what the
// code does.
describe('the home panel guide', () => {
  it('lists the ids the schemas list, and a fresh install allows the example', () => {
    const ids = /HOME_WIDGETS = \[([^\]]*)\]/.exec(block('ts', 'HOME_WIDGETS'))?.[1];
    // One id per line once the list outgrows a line, with a trailing comma.
    const listed = ids
      ?.split(',')
      .map((id) => id.trim().replace(/'/g, ''))
      .filter((id) => id !== '');
    expect(listed).toEqual([...HOME_WIDGETS]);
    expect(homeSettings.fields.widgets.default).toContainEqual({ key: 'myOpenLeads', enabled: true });
  });

  it('shows the registry’s own entry, whose component exists', async () => {
    const entry = block('ts', 'myOpenLeads: {');
    const values = Object.fromEntries(
      [...entry.matchAll(/^\s+(\w+): '([^']*)',$/gm)].map((m) => [m[1], m[2]]),
    );
    const { component: _, ...panel } = homePanels.myOpenLeads;
    expect(values).toEqual(panel);
    const [, file, name] =
      /import\('\.\.\/\.\.\/([^']+)'\)\.then\(\(m\) => \(\{ default: m\.(\w+) \}\)\)/.exec(entry) ?? [];
    const load = panelFiles[`../../${file}.tsx`];
    expect(load, file).toBeDefined();
    const loaded = ((await load?.()) ?? {}) as Record<string, unknown>;
    expect(typeof loaded[name ?? '']).toBe('function');
  });

  it('gives the translations that ship', () => {
    const messages = JSON.parse(block('json', '"homePanels"')) as Record<string, Record<string, unknown>>;
    for (const language of ['tw', 'en', 'cn', 'jp'])
      for (const namespace of ['general', 'sc']) {
        const shipped = locales[`../../locales/${language}/${namespace}.json`];
        const path =
          namespace === 'general' ? ['homePanels', 'myOpenLeads'] : ['home', 'widgets', 'myOpenLeads'];
        expect(at(messages[language], [namespace, ...path]), `${language} ${namespace}`).toBe(
          at(shipped, path),
        );
      }
  });
});

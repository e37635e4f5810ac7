import { describe, expect, it } from 'vitest';
import { catalogueWithEntities, cataloguePaths } from '../../schemas/core/permissionCatalogue';
import { MODULES } from '../../schemas/core/modules';
import { completeHomeWidgets, myHomePanels } from '../../schemas/sc/settings/homePanelLists';
import homeSettings from '../../schemas/sc/settings/home.settings.json';
import { DEFAULT_HOME_WIDGETS, HOME_WIDGETS } from '../../schemas/sc/settings/homeWidgets';
import { homePanels } from './homePanels';

const locales = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', {
  eager: true,
  import: 'default',
});
const entities = Object.values(
  import.meta.glob<{ permission: string; actions: string[] }>('../../schemas/*/entities/*.entity.json', {
    eager: true,
    import: 'default',
  }),
);

function text(language: string, key: string): unknown {
  const [namespace = '', path = ''] = key.split(':');
  let node: unknown = locales[`../../locales/${language}/${namespace}.json`];
  for (const step of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[step];
  return node;
}

describe('the home panel registry', () => {
  const panels = Object.entries(homePanels);

  it('has one panel per id the server knows, each under its own id', () => {
    expect(Object.keys(homePanels).sort()).toEqual([...HOME_WIDGETS].sort());
    for (const [id, panel] of panels) expect(panel.id).toBe(id);
  });

  it('gives every panel a heading in all four languages and a module', () => {
    for (const [id, panel] of panels) {
      for (const language of ['tw', 'en', 'cn', 'jp'])
        expect(typeof text(language, panel.title), `${id} ${language} ${panel.title}`).toBe('string');
      expect(MODULES).toContain(panel.module);
    }
  });

  it('gives every panel a right that exists (or every signed-in user), an API call and a size', () => {
    const rights = cataloguePaths(catalogueWithEntities(entities));
    for (const [id, panel] of panels) {
      if (panel.permission !== 'authenticated') expect(rights, id).toContain(panel.permission);
      expect(panel.dataCall, id).toMatch(/^\/api\/[a-z]{2}\//);
      expect(['small', 'medium', 'large']).toContain(panel.size);
    }
    expect(homePanels.myOpenLeads.permission).toBe('cm.use.lead.actions.view');
  });

  it('lets a fresh install allow every panel, and completes a list saved before a panel existed', () => {
    expect(homeSettings.fields.widgets.default).toEqual(DEFAULT_HOME_WIDGETS);
    expect(
      completeHomeWidgets([
        { key: 'holidays', enabled: false },
        { key: 'gone', enabled: true },
      ]),
    ).toEqual([
      { key: 'holidays', enabled: false },
      { key: 'quickLinks', enabled: true },
      { key: 'notifications', enabled: true },
      { key: 'myOpenLeads', enabled: true },
      { key: 'toSign', enabled: true },
      { key: 'clockIn', enabled: true },
      { key: 'recentFiles', enabled: true },
    ]);
  });

  it('puts a user’s panels in their order, drops disallowed ones and adds allowed ones not yet placed', () => {
    const allowed = completeHomeWidgets([
      { key: 'quickLinks', enabled: true },
      { key: 'notifications', enabled: false },
      { key: 'holidays', enabled: true },
    ]);
    const mine = [
      { key: 'holidays', visible: false },
      { key: 'notifications', visible: true },
      { key: 'holidays', visible: true },
    ];
    expect(myHomePanels(allowed, mine)).toEqual([
      { key: 'holidays', visible: false },
      { key: 'quickLinks', visible: true },
      { key: 'myOpenLeads', visible: true },
      { key: 'toSign', visible: true },
      { key: 'clockIn', visible: true },
      { key: 'recentFiles', visible: true },
    ]);
  });
});

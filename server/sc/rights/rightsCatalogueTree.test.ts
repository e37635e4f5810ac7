import { describe, expect, it } from 'vitest';
import { catalogueWithEntities } from '../../../schemas/core/permissionCatalogue';
import { settingsCatalogueEntries } from '../../../schemas/core/settings/settingsPermissions';
import type { RouteDescriptor } from '../../../schemas/routes/RouteDescriptor';
import { LANGUAGES, translate } from '../../http/translate';
import { routeCatalogueItems } from '../../permissions/routeCatalogueItems';
import { loadEntityDescriptors } from '../../resources/loadEntityDescriptors';
import { loadSettingsDescriptors } from '../../settings/document/loadSettingsDescriptors';
import { loadTaskDescriptors } from '../../tasks/loadTaskDescriptors';
import { loadReportDescriptors } from '../../reports/loadReportDescriptors';
import { reportParamsDescriptor } from '../../../schemas/core/reports/reportParamsDescriptor';
import { taskParamsDescriptor } from '../../../schemas/core/tasks/taskParamsDescriptor';
import { type RightsNode, rightsCatalogueTree } from './rightsCatalogueTree';

const descriptors = loadEntityDescriptors();
// As startServer builds it: the entities' rights, the settings documents' and the tasks'.
const catalogue = catalogueWithEntities([
  ...descriptors,
  ...settingsCatalogueEntries([
    ...loadSettingsDescriptors(),
    ...loadTaskDescriptors().map(taskParamsDescriptor),
    ...loadReportDescriptors().map(reportParamsDescriptor),
  ]),
]);

function labels(nodes: readonly RightsNode[]): string[] {
  return nodes.flatMap((node) => [node.label, ...labels(node.children ?? [])]);
}

describe('rights catalogue tree', () => {
  it('names every right in all four languages', () => {
    const keys = [...new Set(labels(rightsCatalogueTree(catalogue, descriptors)))];
    const missing = keys.flatMap((key) =>
      LANGUAGES.filter((lang) => translate(lang, key) === key).map((lang) => `${lang} ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('has every descriptor’s rights, with the descriptor’s title', () => {
    const tree = rightsCatalogueTree(catalogue, descriptors);
    const items = tree.flatMap((m) => m.children ?? []).flatMap((a) => a.children ?? []);
    for (const d of descriptors) {
      const item = items.find((i) => i.path === d.permission);
      expect(item?.children?.map((c) => c.path)).toEqual(
        expect.arrayContaining(d.actions.map((a) => `${d.permission}.actions.${a}`)),
      );
    }
    const newEntity = {
      id: 'bb.poll',
      permission: 'bb.admin.poll',
      title: 'bb:entities.poll.title',
      actions: ['view'],
    };
    const grown = rightsCatalogueTree(catalogueWithEntities([...descriptors, newEntity]), [
      ...descriptors,
      newEntity,
    ]);
    const bbAdmin = grown.find((m) => m.path === 'bb')?.children?.find((a) => a.path === 'bb.admin');
    expect(bbAdmin?.children).toContainEqual({
      path: 'bb.admin.poll',
      label: 'bb:entities.poll.title',
      children: [{ path: 'bb.admin.poll.actions.view', label: 'sc:rights.actions.view' }],
    });
  });

  it('adds the rights a route guards that the catalogue lacks', () => {
    expect(routeCatalogueItems(catalogue)).toEqual([]);
    const routes: RouteDescriptor[] = [
      {
        path: '/dm',
        name: 'dm',
        permission: 'dm',
        children: [
          {
            path: 'x',
            name: 'dm.x',
            permission: 'dm.admin.archive.actions.purge',
            screen: 'general.notFound',
          },
        ],
      },
    ];
    expect(routeCatalogueItems(catalogue, routes)).toEqual([
      { module: 'dm', area: 'admin', name: 'archive', actions: ['purge'] },
    ]);
  });
});

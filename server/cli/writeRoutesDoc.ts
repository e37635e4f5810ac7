import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generalRoutes } from '../../schemas/routes/generalRoutes';
import { mergeEntityMenus } from '../../schemas/routes/mergeEntityMenus';
import { mergeSettingsMenus } from '../../schemas/routes/mergeSettingsMenus';
import { loadSettingsDescriptors } from '../settings/document/loadSettingsDescriptors';
import { GENERATED_MARKER, routesMarkdown, type TitleOf } from '../../schemas/routes/routesMarkdown';
import { localeCatalogue } from '../http/translate';
import { loadEntityDescriptors } from '../resources/loadEntityDescriptors';

const DOC = path.resolve(import.meta.dirname, '../../docs/routes.md');

/** Exactly the text of a key, no fallback language: a missing title must show in the table. */
const titleOf: TitleOf = (language, key) => {
  const [namespace = '', keyPath = ''] = key.split(':');
  let node: unknown = localeCatalogue().get(namespace)?.[language];
  for (const step of keyPath.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[step] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
};

/** The biome executable, wherever this install put it (the wrapper package or the platform binary). */
function biomeBinary(): string | null {
  const modules = path.resolve(import.meta.dirname, '../../node_modules');
  const candidates = [
    path.join(modules, '.bin', 'biome'),
    path.join(modules, '@biomejs', `cli-${process.platform}-${process.arch}`, 'biome'),
  ];
  return candidates.find((file) => existsSync(file)) ?? null;
}

/**
 * `npm run routes:doc`: rewrites the generated table of docs/routes.md from the route
 * descriptors, the entity menus and the locale files, keeping the hand-written text above
 * the marker line. A unit test (schemas/routes/routesDoc.test.ts) fails when it is stale.
 */
function main(): void {
  const routes = mergeSettingsMenus(
    mergeEntityMenus(generalRoutes, loadEntityDescriptors()),
    loadSettingsDescriptors(),
  );
  const current = existsSync(DOC) ? readFileSync(DOC, 'utf8') : '';
  const at = current.indexOf(GENERATED_MARKER);
  const intro = at >= 0 ? current.slice(0, at) : '# Routes\n\n';
  writeFileSync(DOC, `${intro}${GENERATED_MARKER}\n\n${routesMarkdown(routes, titleOf)}`);
  // Aligned as `biome check` would leave it, so formatting the docs changes nothing
  // (the staleness test ignores the padding, so a missing biome is no failure).
  const biome = biomeBinary();
  if (biome) spawnSync(biome, ['format', '--write', DOC], { stdio: 'ignore' });
  console.log(`wrote ${path.relative(process.cwd(), DOC)}`);
}

main();

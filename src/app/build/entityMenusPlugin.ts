import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { EntityMenuSource } from '../../../schemas/routes/mergeEntityMenus';

const VIRTUAL_ID = 'virtual:entity-menus';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const SUFFIX = '.entity.json';

/** `schemas/{module}/entities/*.entity.json`, absolute, sorted so the output is stable. */
function descriptorFiles(schemasDir: string): string[] {
  return readdirSync(schemasDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((module) => {
      const dir = path.join(schemasDir, module.name, 'entities');
      try {
        return readdirSync(dir)
          .filter((name) => name.endsWith(SUFFIX))
          .map((name) => path.join(dir, name));
      } catch {
        return [];
      }
    })
    .sort();
}

/** What the route tree needs of one descriptor; null when it has no menu entry (or is not readable). */
function menuSource(file: string): EntityMenuSource | null {
  try {
    const { id, title, permission, menu, tree } = JSON.parse(readFileSync(file, 'utf8')) as EntityMenuSource;
    if (!menu) return null;
    return tree ? { id, title, permission, menu, tree } : { id, title, permission, menu };
  } catch {
    // descriptors:check reports a broken file; the web build simply leaves it out.
    return null;
  }
}

/**
 * `import entityMenus from 'virtual:entity-menus'`: the `menu` entries of every entity
 * descriptor, read at build time. The route tree is needed before the first screen,
 * so it must not pull whole descriptors into the start-up chunk (they are loaded on demand
 * by the screens that render them); this manifest is a few hundred bytes. A new or
 * changed descriptor file is picked up without any other step.
 */
export function entityMenusPlugin(schemasDir: string): Plugin {
  return {
    name: 'atrium-entity-menus',
    resolveId: (source) => (source === VIRTUAL_ID ? RESOLVED_ID : null),
    load(id) {
      if (id !== RESOLVED_ID) return null;
      const files = descriptorFiles(schemasDir);
      for (const file of files) this.addWatchFile(file);
      const menus = files.map(menuSource).filter((entry) => entry !== null);
      return `export default ${JSON.stringify(menus)};`;
    },
    configureServer(server) {
      // A new descriptor file changes the manifest too, not only an edited one.
      const refresh = (file: string) => {
        if (!file.endsWith(SUFFIX)) return;
        const module = server.moduleGraph.getModuleById(RESOLVED_ID);
        if (module) server.reloadModule(module);
      };
      server.watcher.on('add', refresh);
      server.watcher.on('unlink', refresh);
    },
  };
}

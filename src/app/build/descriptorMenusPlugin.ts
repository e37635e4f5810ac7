import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { descriptorFiles } from '../../../schemas/core/descriptorFiles.js';

/** Which descriptors a menu manifest is read from, and what it keeps of each. */
export interface DescriptorMenus<T> {
  /** The import specifier, e.g. `virtual:entity-menus`. */
  virtualId: string;
  /** The folder under `schemas/{module}/`, e.g. `entities`. */
  folder: string;
  /** e.g. `.entity.json`. */
  suffix: string;
  /** What the route tree needs of one parsed descriptor; null when it has no menu entry. */
  menuSource: (descriptor: T) => T | null;
}

/**
 * A virtual module whose default export lists the `menu` entries of every descriptor in
 * `schemas/{module}/{folder}/*{suffix}`, read at build time. The route tree is needed before
 * the first screen, so it must not pull whole descriptors into the start-up chunk (they are
 * loaded on demand by the screens that render them); the manifest is a few hundred bytes.
 * A new or changed descriptor file is picked up without any other step.
 * @example descriptorMenusPlugin(schemasDir, { virtualId: 'virtual:entity-menus', folder: 'entities', suffix: '.entity.json', menuSource })
 */
export function descriptorMenusPlugin<T>(schemasDir: string, menus: DescriptorMenus<T>): Plugin {
  const resolvedId = `\0${menus.virtualId}`;
  const read = (file: string): T | null => {
    try {
      return menus.menuSource(JSON.parse(readFileSync(file, 'utf8')) as T);
    } catch {
      // descriptors:check reports a broken file; the web build simply leaves it out.
      return null;
    }
  };
  return {
    name: `atrium-${menus.virtualId.slice('virtual:'.length)}`,
    resolveId: (source) => (source === menus.virtualId ? resolvedId : null),
    load(id) {
      if (id !== resolvedId) return null;
      const files = descriptorFiles(schemasDir, menus.folder, menus.suffix);
      for (const file of files) this.addWatchFile(file);
      return `export default ${JSON.stringify(files.map(read).filter((entry) => entry !== null))};`;
    },
    configureServer(server) {
      // A new descriptor file changes the manifest too, not only an edited one.
      const refresh = (file: string) => {
        if (!file.endsWith(menus.suffix)) return;
        const module = server.moduleGraph.getModuleById(resolvedId);
        if (module) server.reloadModule(module);
      };
      server.watcher.on('add', refresh);
      server.watcher.on('unlink', refresh);
    },
  };
}

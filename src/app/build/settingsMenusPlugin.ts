import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { SettingsMenuSource } from '../../../schemas/routes/mergeSettingsMenus';

const VIRTUAL_ID = 'virtual:settings-menus';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const SUFFIX = '.settings.json';

/** `schemas/{module}/settings/*.settings.json`, absolute, sorted so the output is stable. */
function descriptorFiles(schemasDir: string): string[] {
  return readdirSync(schemasDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((module) => {
      const dir = path.join(schemasDir, module.name, 'settings');
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

function menuSource(file: string): SettingsMenuSource | null {
  try {
    const { id, title, permission, menu } = JSON.parse(readFileSync(file, 'utf8')) as SettingsMenuSource;
    return menu ? { id, title, permission, menu } : null;
  } catch {
    // descriptors:check reports a broken file; the web build simply leaves it out.
    return null;
  }
}

/**
 * `import settingsMenus from 'virtual:settings-menus'`: the `menu` entries of every
 * settings descriptor, read at build time, so the route tree (needed before the first
 * screen) does not pull whole descriptors into the start-up chunk.
 */
export function settingsMenusPlugin(schemasDir: string): Plugin {
  return {
    name: 'atrium-settings-menus',
    resolveId: (source) => (source === VIRTUAL_ID ? RESOLVED_ID : null),
    load(id) {
      if (id !== RESOLVED_ID) return null;
      const files = descriptorFiles(schemasDir);
      for (const file of files) this.addWatchFile(file);
      return `export default ${JSON.stringify(files.map(menuSource).filter((entry) => entry !== null))};`;
    },
    configureServer(server) {
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

import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Every `{schemasDir}/{module}/{folder}/*{suffix}`, absolute, modules and files sorted so
 * whatever is built from them is stable; a module without that folder has none. Node only:
 * the server's descriptor loaders and the web build's menu plugins share it, the browser never
 * imports it.
 * @example descriptorFiles(SCHEMAS_DIR, 'entities', '.entity.json')
 */
export function descriptorFiles(schemasDir: string, folder: string, suffix: string): string[] {
  return readdirSync(schemasDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .flatMap((module) => {
      const dir = path.join(schemasDir, module, folder);
      let names: string[];
      try {
        names = readdirSync(dir);
      } catch {
        return [];
      }
      return names
        .filter((name) => name.endsWith(suffix))
        .sort()
        .map((name) => path.join(dir, name));
    });
}

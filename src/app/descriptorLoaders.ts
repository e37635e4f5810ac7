/**
 * Descriptor id → lazy loader, from an `import.meta.glob` of one kind's files: the id comes from
 * the file's place, `schemas/{module}/{folder}/{name}.{kind}.json` → `{module}.{name}`.
 * @example descriptorLoaders('tasks', import.meta.glob('../../schemas/*\/tasks/*.task.json', { import: 'default' }))
 */
export function descriptorLoaders<T>(
  folder: string,
  files: Record<string, () => Promise<T>>,
): Readonly<Record<string, () => Promise<T>>> {
  const pattern = new RegExp(`/schemas/([a-z]{2})/${folder}/([A-Za-z0-9]+)\\.[a-z]+\\.json$`);
  return Object.fromEntries(
    Object.entries(files).flatMap(([path, load]) => {
      const match = pattern.exec(path);
      return match ? [[`${match[1]}.${match[2]}`, load]] : [];
    }),
  );
}

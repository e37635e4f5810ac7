import type { EntityDescriptor } from './entityDescriptorSchema';

/**
 * The checks of a descriptor's form layout (`form.sections`, `form.span`) that the
 * meta-schema cannot express: every field named exists, and a field sits in one section only
 * (two places in one form would be two inputs for one value).
 * @example formLayoutProblems(lead, (pointer, message) => problems.push({ file, pointer, message }))
 */
export function formLayoutProblems(
  d: EntityDescriptor,
  add: (pointer: string, message: string) => void,
): void {
  const exists = (name: string) => Object.hasOwn(d.fields, name);
  const placed = new Map<string, number>();
  d.form?.sections?.forEach((section, i) => {
    section.fields.forEach((name, j) => {
      const at = `/form/sections/${i}/fields/${j}`;
      if (!exists(name)) add(at, `names the field "${name}", which does not exist`);
      else if (placed.has(name)) add(at, `"${name}" is already in section ${placed.get(name)}`);
      else placed.set(name, i);
    });
  });
  for (const name of Object.keys(d.form?.span ?? {}))
    if (!exists(name)) add(`/form/span/${name}`, `names the field "${name}", which does not exist`);
}

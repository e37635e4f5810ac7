import type { EntityDescriptor, FieldDescriptor, FieldType } from './entityDescriptorSchema';

/** Fields whose values hold words; a form's values index their texts (recordText). */
const WORDY: ReadonlySet<FieldType> = new Set(['string', 'text', 'html', 'i18nText', 'formValues']);

/** The fields a `jobQueue` entity's rows must have for the worker to run them (docs/guide-jobs.md). */
export const JOB_FIELDS: Readonly<Record<string, FieldType>> = {
  kind: 'enum',
  status: 'enum',
  attempts: 'integer',
  progress: 'integer',
  error: 'text',
  run_after: 'datetime',
  started_at: 'datetime',
  finished_at: 'datetime',
};
/** The states of a job, in the order it passes through them. */
export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;

/**
 * Checks `textSearch` (its fields hold words) and `jobQueue` (the job fields are there, with
 * the states the worker writes).
 * @example searchAndJobProblems(d, (pointer, message) => problems.push({ file, pointer, message }))
 */
export function searchAndJobProblems(
  d: EntityDescriptor,
  add: (pointer: string, message: string) => void,
): void {
  const fields = d.fields as Record<string, FieldDescriptor>;
  const field = (name: string) => (Object.hasOwn(fields, name) ? fields[name] : undefined);
  d.textSearch?.fields.forEach((name, i) => {
    const type = field(name)?.type;
    if (!type || !WORDY.has(type))
      add(`/textSearch/fields/${i}`, `"${name}" must be a string, text, html, i18nText or formValues field`);
  });
  if (!d.jobQueue) return;
  for (const [name, type] of Object.entries(JOB_FIELDS))
    if (field(name)?.type !== type) add(`/fields/${name}`, `a job queue needs a ${type} field "${name}"`);
  const states = field('status')?.options ?? [];
  if (!JOB_STATES.every((s) => states.includes(s)))
    add('/fields/status/options', `a job's status takes the states ${JOB_STATES.join(', ')}`);
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { taskJsonSchemaFile } from './taskJsonSchemaFile';
import { validateTaskDescriptors } from './validateTaskDescriptors';

const TASK = {
  id: 'as.sample',
  module: 'as',
  title: 'as:sample.title',
  api: '/api/as/sample',
  permission: { view: 'as.admin.sample.actions.view', run: 'as.admin.sample.actions.run' },
  params: { year: { type: 'integer', title: 'as:sample.year', minimum: 2000, maximum: 2100, default: 2026 } },
  columns: [
    { key: 'name', title: 'as:sample.name', type: 'string' },
    { key: 'changes', title: 'as:sample.changes', type: 'boolean' },
  ],
  changeColumn: 'changes',
  confirm: 'as:sample.confirm',
  done: 'as:sample.done',
};

const problems = (data: unknown, file = 'schemas/as/tasks/sample.task.json') =>
  validateTaskDescriptors([{ file, data }]).problems.map((p) => `${p.pointer} ${p.message}`);

describe('validateTaskDescriptors', () => {
  it('accepts a whole task', () => {
    expect(problems(TASK)).toEqual([]);
  });

  it('names what is wrong: the module, a default that does not fit, the change column, an unknown key', () => {
    expect(
      problems({
        ...TASK,
        api: '/api/sc/sample',
        params: { year: { ...TASK.params.year, default: 1990 } },
        changeColumn: 'name',
        extra: true,
      }),
    ).toEqual(['/extra is not a known property']);
    expect(
      problems({
        ...TASK,
        api: '/api/sc/sample',
        params: { year: { ...TASK.params.year, default: 1990 } },
        changeColumn: 'name',
      }),
    ).toEqual([
      '/api must start with "/api/as/"',
      '/params/year/default does not fit the field: default must be >= 2000',
      '/changeColumn must name a boolean column',
    ]);
  });

  it('refuses two tasks with the same id', () => {
    const { problems: twice } = validateTaskDescriptors([
      { file: 'a', data: TASK },
      { file: 'b', data: TASK },
    ]);
    expect(twice.map((p) => p.message)).toEqual([
      '"id as.sample" is already used by a',
      '"api /api/as/sample" is already used by a',
    ]);
  });

  it('keeps schemas/task-descriptor.schema.json up to date (npm run descriptors:schema)', () => {
    const file = readFileSync(path.resolve(__dirname, '../../task-descriptor.schema.json'), 'utf8');
    expect(file).toBe(taskJsonSchemaFile());
  });
});

import { ValidationFailed } from '../../http/HttpError';
import { type Language, translate } from '../../http/translate';

/** The fields an administrator sets on a department (adddept). */
export interface DepartmentInput {
  name: string;
  code: string | null;
  parent_id: number | null;
  level_id: number | null;
  /** The department head (a live, active user), whom sign-off flows ask for "department head N levels up". */
  head_user_id: number | null;
  sort: number;
  is_active: boolean;
}

export const DEPARTMENT_NAME_MAX = 100;
export const DEPARTMENT_CODE_MAX = 30;
const FIELDS = [
  'name',
  'code',
  'parent_id',
  'level_id',
  'head_user_id',
  'sort',
  'is_active',
  'version',
] as const;

const isId = (v: unknown): v is number => Number.isInteger(v) && (v as number) > 0 && (v as number) < 2 ** 31;

/**
 * Reads a create or edit body into a complete DepartmentInput, starting from `current` on
 * edit (fields left out keep their value). Every problem is a translated 422 on its field,
 * so the form can show it where it belongs; nothing reaches SQL unchecked.
 */
export function readDepartmentInput(
  body: unknown,
  current: DepartmentInput | null,
  lang: Language,
): DepartmentInput {
  const t = (key: string, options?: Record<string, string | number>) =>
    translate(lang, `sc:departments.errors.${key}`, options);
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new ValidationFailed(translate(lang, 'validation:failed'), { body: [t('bodyObject')] });
  const input = body as Record<string, unknown>;
  const errors: Record<string, string[]> = {};
  const fail = (field: string, message: string) => {
    errors[field] = [message];
  };
  for (const key of Object.keys(input))
    if (!(FIELDS as readonly string[]).includes(key)) fail(key, t('unknownField'));

  const out: DepartmentInput = current
    ? { ...current }
    : { name: '', code: null, parent_id: null, level_id: null, head_user_id: null, sort: 0, is_active: true };
  if ('name' in input || !current) {
    const name = typeof input.name === 'string' ? input.name.trim() : input.name;
    if (typeof name !== 'string' || name === '') fail('name', t('nameRequired'));
    else if (name.length > DEPARTMENT_NAME_MAX) fail('name', t('nameTooLong', { max: DEPARTMENT_NAME_MAX }));
    else out.name = name;
  }
  if ('code' in input) {
    const code = typeof input.code === 'string' ? input.code.trim() : input.code;
    if (code === null || code === '') out.code = null;
    else if (typeof code !== 'string') fail('code', t('codeInvalid'));
    else if (code.length > DEPARTMENT_CODE_MAX) fail('code', t('codeTooLong', { max: DEPARTMENT_CODE_MAX }));
    else out.code = code;
  }
  const missing = {
    parent_id: 'parentMissing',
    level_id: 'levelMissing',
    head_user_id: 'headMissing',
  } as const;
  for (const field of ['parent_id', 'level_id', 'head_user_id'] as const) {
    if (!(field in input)) continue;
    const value = input[field];
    if (value === null) out[field] = null;
    else if (isId(value)) out[field] = value;
    else fail(field, t(missing[field]));
  }
  if ('sort' in input) {
    const sort = input.sort;
    if (Number.isInteger(sort) && (sort as number) >= 0 && (sort as number) <= 99999)
      out.sort = sort as number;
    else fail('sort', t('sortRange', { max: 99999 }));
  }
  if ('is_active' in input) {
    if (typeof input.is_active === 'boolean') out.is_active = input.is_active;
    else fail('is_active', t('activeInvalid'));
  }
  if (Object.keys(errors).length > 0)
    throw new ValidationFailed(translate(lang, 'validation:failed'), errors);
  return out;
}

/** The `version` of an edit, deactivate or delete body: 422 when it is missing or not a positive integer. */
export function readVersion(body: unknown, lang: Language): number {
  const version =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>).version : undefined;
  if (isId(version)) return version;
  throw new ValidationFailed(translate(lang, 'validation:failed'), {
    version: [translate(lang, 'sc:departments.errors.versionRequired')],
  });
}

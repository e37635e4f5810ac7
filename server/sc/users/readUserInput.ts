import { ValidationFailed } from '../../http/HttpError';
import { type Language, LANGUAGES, translate } from '../../http/translate';

/** One of the user's departments: exactly one is primary; the job position is per department. */
export interface UserMembership {
  department_id: number;
  is_primary: boolean;
  job_position_id: number | null;
}

/** The fields an administrator edits on a user. On update every field is optional. */
export interface UserFields {
  account: string;
  name: string;
  email: string | null;
  phone: string | null;
  language: Language;
  is_active: boolean;
  departments: UserMembership[];
  /** Ids of the groups the user is a direct member of (`g{id}` holds `u{userId}`). */
  groups: number[];
}

export interface CreateUserInput extends UserFields {
  /** Set by the administrator (checked against the password policy), or null: a set-password link is mailed. */
  password: string | null;
  password_confirmation: string | null;
}

export interface UpdateUserInput extends Partial<UserFields> {
  version: number;
}

/** Letters, digits and `. _ - @`, starting with a letter or digit: safe in URLs, mail and sign-in forms. */
export const ACCOUNT_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._@-]{1,49}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^[0-9+()#\-. ]{3,30}$/;
const MAX_DEPARTMENTS = 50;
const MAX_GROUPS = 200;

const isId = (v: unknown): v is number => Number.isInteger(v) && (v as number) > 0 && (v as number) < 2 ** 31;

type Errors = Record<string, string[]>;

/** Reads and checks the shape of a create or update body; every problem is a translated 422 on its field. */
class Reader {
  readonly errors: Errors = {};
  constructor(
    private readonly input: Record<string, unknown>,
    private readonly lang: Language,
    private readonly partial: boolean,
  ) {}

  private attribute(field: string): string {
    return translate(this.lang, `sc:users.fields.${field}`);
  }

  fail(field: string, rule: string, values: Record<string, string | number> = {}): void {
    const text = rule.includes(':')
      ? translate(this.lang, rule, values)
      : translate(this.lang, `validation:rules.${rule}`, {
          attribute: this.attribute(field.split('.')[0]!),
          ...values,
        });
    this.errors[field] = [...(this.errors[field] ?? []), text];
  }

  /** Whether the field should be read: always on create, when present on update. */
  has(field: string): boolean {
    return !this.partial || this.input[field] !== undefined;
  }

  text(field: string, max: number, required: boolean, pattern?: RegExp): string | null {
    const raw = this.input[field];
    if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
      if (required) this.fail(field, 'required');
      return null;
    }
    if (typeof raw !== 'string') {
      this.fail(field, 'invalid');
      return null;
    }
    const value = raw.trim();
    if ([...value].length > max) this.fail(field, 'maxLength', { count: max });
    else if (pattern && !pattern.test(value)) this.fail(field, 'format');
    return value;
  }

  language(): Language {
    const raw = this.input.language;
    if (raw === undefined && !this.partial) return 'tw';
    if (!LANGUAGES.includes(raw as Language)) this.fail('language', 'enum');
    return raw as Language;
  }

  bool(field: string, fallback: boolean): boolean {
    const raw = this.input[field];
    if (raw === undefined) return fallback;
    if (typeof raw !== 'boolean') this.fail(field, 'invalid');
    return raw === true;
  }

  departments(): UserMembership[] {
    const list = this.input.departments;
    if (!Array.isArray(list) || list.length === 0) {
      this.fail('departments', 'required');
      return [];
    }
    if (list.length > MAX_DEPARTMENTS) {
      this.fail('departments', 'sc:users.errors.tooManyDepartments', { max: MAX_DEPARTMENTS });
      return [];
    }
    const seen = new Set<number>();
    const memberships = list.map((item, i): UserMembership => {
      const m = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
      if (!isId(m.department_id))
        this.fail(`departments.${i}.department_id`, 'sc:users.errors.departmentMissing');
      else if (seen.has(m.department_id))
        this.fail(`departments.${i}.department_id`, 'sc:users.errors.departmentTwice');
      else seen.add(m.department_id);
      const position = m.job_position_id ?? null;
      if (position !== null && !isId(position))
        this.fail(`departments.${i}.job_position_id`, 'sc:users.errors.positionMissing');
      return {
        department_id: m.department_id as number,
        is_primary: m.is_primary === true,
        job_position_id: isId(position) ? position : null,
      };
    });
    if (memberships.filter((m) => m.is_primary).length !== 1)
      this.fail('departments', 'sc:users.errors.onePrimary');
    return memberships;
  }

  groups(): number[] {
    const list = this.input.groups ?? [];
    if (!Array.isArray(list) || list.length > MAX_GROUPS) {
      this.fail('groups', 'invalid');
      return [];
    }
    list.forEach((id, i) => {
      if (!isId(id)) this.fail(`groups.${i}`, 'sc:users.errors.groupMissing');
    });
    return [...new Set(list.filter(isId))];
  }

  throwIfAny(): void {
    if (Object.keys(this.errors).length > 0)
      throw new ValidationFailed(translate(this.lang, 'validation:failed'), this.errors);
  }
}

function objectOf(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

/** The body of POST /api/sc/user. */
export function readCreateInput(body: unknown, lang: Language): CreateUserInput {
  const input = objectOf(body);
  const r = new Reader(input, lang, false);
  const result: CreateUserInput = {
    account: r.text('account', 50, true, ACCOUNT_PATTERN) ?? '',
    name: r.text('name', 100, true) ?? '',
    email: r.text('email', 200, false, EMAIL_PATTERN),
    phone: r.text('phone', 30, false, PHONE_PATTERN),
    language: r.language(),
    is_active: r.bool('is_active', true),
    departments: r.departments(),
    groups: r.groups(),
    password: null,
    password_confirmation: null,
  };
  const password = input.password;
  if (password !== undefined && password !== null && password !== '') {
    if (typeof password !== 'string' || password.length > 200) r.fail('password', 'invalid');
    else {
      result.password = password;
      const confirmation = input.password_confirmation;
      result.password_confirmation = typeof confirmation === 'string' ? confirmation : '';
    }
  } else if (result.email === null && !r.errors.email) {
    // Without a password the user sets one through the mailed link, so an address is needed.
    r.fail('email', 'sc:users.errors.emailForInvite');
  }
  r.throwIfAny();
  return result;
}

/** The body of PUT /api/sc/user/{id}: any subset of the fields, and the version the form was loaded at. */
export function readUpdateInput(body: unknown, lang: Language): UpdateUserInput {
  const input = objectOf(body);
  const r = new Reader(input, lang, true);
  const version = input.version;
  if (!isId(version)) r.fail('version', 'required');
  const result: UpdateUserInput = { version: version as number };
  if (r.has('account')) result.account = r.text('account', 50, true, ACCOUNT_PATTERN) ?? '';
  if (r.has('name')) result.name = r.text('name', 100, true) ?? '';
  if (input.email !== undefined) result.email = r.text('email', 200, false, EMAIL_PATTERN);
  if (input.phone !== undefined) result.phone = r.text('phone', 30, false, PHONE_PATTERN);
  if (r.has('language')) result.language = r.language();
  if (r.has('is_active')) result.is_active = r.bool('is_active', true);
  if (r.has('departments')) result.departments = r.departments();
  if (r.has('groups')) result.groups = r.groups();
  for (const field of ['password', 'password_confirmation'])
    if (input[field] !== undefined) r.fail(field, 'sc:users.errors.passwordNotHere');
  r.throwIfAny();
  return result;
}

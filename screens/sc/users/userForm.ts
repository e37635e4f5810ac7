import type { TFunction } from 'i18next';

export const USER_LANGUAGES = ['tw', 'en', 'cn', 'jp'] as const;
export type UserLanguage = (typeof USER_LANGUAGES)[number];

/** The user as GET /api/sc/user/{id}/edit and the writes answer it. */
export interface UserRecord {
  id: number;
  account: string;
  name: string;
  email: string | null;
  phone: string | null;
  language: string;
  is_active: boolean;
  version: number;
  deleted_at: string | null;
  departments: Array<{
    department_id: number;
    is_primary: boolean;
    job_position_id: number | null;
    department_name: string;
    job_position_name: string | null;
  }>;
  groups: Array<{ id: number; name: string }>;
}

/** One department row of the form; `key` keeps React's rows stable while rows come and go. */
export interface MembershipValue {
  key: number;
  department_id: number | null;
  job_position_id: number | null;
  is_primary: boolean;
}

export interface UserFormValues {
  account: string;
  name: string;
  email: string;
  phone: string;
  language: UserLanguage;
  is_active: boolean;
  departments: MembershipValue[];
  groups: number[];
}

/** Messages by the server's field names (`account`, `departments.0.department_id`, ...). */
export type UserFormErrors = Record<string, string>;

let nextKey = 1;
export function newMembership(isPrimary: boolean): MembershipValue {
  nextKey += 1;
  return { key: nextKey, department_id: null, job_position_id: null, is_primary: isPrimary };
}

export function emptyUserForm(): UserFormValues {
  return {
    account: '',
    name: '',
    email: '',
    phone: '',
    language: 'tw',
    is_active: true,
    departments: [newMembership(true)],
    groups: [],
  };
}

export function formFromRecord(record: UserRecord): UserFormValues {
  return {
    account: record.account,
    name: record.name,
    email: record.email ?? '',
    phone: record.phone ?? '',
    language: USER_LANGUAGES.find((l) => l === record.language) ?? 'tw',
    is_active: record.is_active,
    departments: record.departments.map((d) => ({
      ...newMembership(d.is_primary),
      department_id: d.department_id,
      job_position_id: d.job_position_id,
    })),
    groups: record.groups.map((g) => g.id),
  };
}

/** The body fields of POST /api/sc/user and PUT /api/sc/user/{id}; empty optional texts are sent as null. */
export function formPayload(values: UserFormValues) {
  return {
    account: values.account.trim(),
    name: values.name.trim(),
    email: values.email.trim() === '' ? null : values.email.trim(),
    phone: values.phone.trim() === '' ? null : values.phone.trim(),
    language: values.language,
    is_active: values.is_active,
    departments: values.departments.map(({ department_id, job_position_id, is_primary }) => ({
      department_id,
      job_position_id,
      is_primary,
    })),
    groups: values.groups,
  };
}

/** The required fields left empty, checked before sending (the server checks everything again). */
export function missingRequired(values: UserFormValues, t: TFunction): UserFormErrors {
  const required = t('common:validation.fieldRequired');
  const errors: UserFormErrors = {};
  if (values.account.trim() === '') errors.account = required;
  if (values.name.trim() === '') errors.name = required;
  values.departments.forEach((row, index) => {
    if (row.department_id === null) errors[`departments.${index}.department_id`] = required;
  });
  if (values.departments.length === 0) errors.departments = required;
  return errors;
}

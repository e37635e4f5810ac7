import { useTranslation } from 'react-i18next';
import { FieldFrame } from '../../../src/widgets/FieldFrame';
import { TextField } from '../../../src/widgets/TextField';
import { SelectField } from '../../../src/widgets/SelectField';
import { SettingCheckbox } from '../../../src/runtime/settings/SettingCheckbox';
import { DepartmentRows } from './DepartmentRows';
import { GroupsSelect } from './GroupsSelect';
import { USER_LANGUAGES, type UserFormErrors, type UserFormValues, type UserLanguage } from './userForm';
import { useUserFormOptions } from './useUserFormOptions';

export interface UserFormFieldsProps {
  values: UserFormValues;
  errors: UserFormErrors;
  change: <K extends keyof UserFormValues>(field: K, value: UserFormValues[K]) => void;
  disabled?: boolean;
}

/** The fields shared by /sc/adduser and /sc/viewuser: account, contact, language, status, departments, groups. */
export function UserFormFields({ values, errors, change, disabled = false }: UserFormFieldsProps) {
  const { t } = useTranslation('sc');
  const options = useUserFormOptions();
  const text = (field: 'account' | 'name' | 'email' | 'phone') => ({
    label: t(`users.labels.${field}`),
    name: field,
    value: values[field],
    error: errors[field],
    disabled,
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
  });
  return (
    <>
      <fieldset>
        <legend>{t('users.screen.basics')}</legend>
        <FieldFrame
          label={t('users.labels.account')}
          required
          error={errors.account}
          hint={t('users.screen.accountHelp')}
        >
          {(control) => (
            <input
              {...control}
              name="account"
              autoComplete="off"
              maxLength={50}
              value={values.account}
              disabled={disabled}
              onChange={(event) => change('account', event.target.value)}
            />
          )}
        </FieldFrame>
        <TextField {...text('name')} required maxLength={100} autoComplete="off" />
        <TextField {...text('email')} type="email" maxLength={200} autoComplete="off" />
        <TextField {...text('phone')} type="tel" maxLength={30} autoComplete="off" />
        <SelectField<UserLanguage>
          label={t('users.labels.language')}
          error={errors.language}
          value={values.language}
          disabled={disabled}
          onChange={(language) => change('language', language)}
          options={USER_LANGUAGES.map((language) => ({
            value: language,
            label: t(`common:language.${language}`),
          }))}
        />
        {errors.is_active && <div className="atrium-field__error">{errors.is_active}</div>}
      </fieldset>
      <fieldset>
        <legend>{t('users.screen.organisation')}</legend>
        <DepartmentRows
          rows={values.departments}
          onChange={(rows) => change('departments', rows)}
          departments={options.departments}
          positions={options.positions}
          errors={errors}
          disabled={disabled}
        />
        <GroupsSelect
          groups={options.groups}
          value={values.groups}
          onChange={(groups) => change('groups', groups)}
          error={errors.groups ?? Object.entries(errors).find(([key]) => key.startsWith('groups.'))?.[1]}
          disabled={disabled}
        />
      </fieldset>
    </>
  );
}

/** The "can sign in" checkbox, offered on create (on the user's page it is the deactivate button). */
export function ActiveCheckbox({ values, change }: Pick<UserFormFieldsProps, 'values' | 'change'>) {
  const { t } = useTranslation('sc');
  return (
    <SettingCheckbox
      label={t('users.screen.active')}
      name="is_active"
      checked={values.is_active}
      onChange={(checked) => change('is_active', checked)}
    />
  );
}

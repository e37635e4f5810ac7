import { useTranslation } from 'react-i18next';
import { useCachedList } from '../../../src/platform/cache/useCachedList';
import { Dialog } from '../../../src/widgets/Dialog';
import { FieldFrame } from '../../../src/widgets/FieldFrame';
import { FormError } from '../../../src/widgets/FormError';
import { OwnerSelect } from '../../../src/widgets/OwnerSelect';
import {
  type DepartmentSummary,
  departmentOptions,
  type GroupSummary,
  groupOptions,
  type UserSummary,
  userOptions,
} from '../../../src/widgets/ownerOptions';
import { TextAreaField } from '../../../src/widgets/TextAreaField';
import { TextField } from '../../../src/widgets/TextField';
import type { DialogControl } from '../../../src/widgets/useDialog';
import type { useGroupForm } from './useGroupForm';

export interface GroupDialogProps {
  control: DialogControl;
  form: ReturnType<typeof useGroupForm>;
  /** Live groups (GET /api/sc/group/all), offered as members. */
  groups: readonly GroupSummary[];
}

/** Create or edit a group: name, description and members (departments, groups, users). */
export function GroupDialog({ control, form, groups }: GroupDialogProps) {
  const { t } = useTranslation('sc');
  const departments = useCachedList<DepartmentSummary>('/api/sc/department/all');
  const users = useCachedList<UserSummary>('/api/sc/user/all');
  const { values, errors, editing } = form;
  // A group cannot hold itself; the server also refuses any loop through nested groups.
  const groupChoices = groupOptions(groups.filter((g) => g.id !== editing?.id));
  const submit = async () => {
    if (await form.save()) control.close();
  };
  return (
    <Dialog
      control={control}
      name="group"
      title={editing ? t('groups.edit') : t('groups.create')}
      width={560}
      height="auto"
      buttons={[
        { text: t('common:action.cancel'), onClick: control.close },
        ...(form.conflict
          ? [{ text: t('groups.loadTheirs'), onClick: () => form.reset(form.conflict) }]
          : []),
        {
          text: t('common:action.save'),
          color: 'primary' as const,
          loading: form.saving,
          onClick: () => void submit(),
        },
      ]}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        noValidate
      >
        <FormError message={form.formError} />
        <TextField
          label={t('groups.fields.name')}
          value={values.name}
          onChange={(event) => form.change('name', event.target.value)}
          error={errors.name}
          required
          maxLength={100}
        />
        <TextAreaField
          label={t('groups.fields.description')}
          value={values.description}
          onChange={(event) => form.change('description', event.target.value)}
          error={errors.description}
          maxLength={500}
          rows={2}
        />
        <FieldFrame label={t('groups.fields.departments')} error={errors.departments}>
          {(frame) => (
            <OwnerSelect
              id={frame.id}
              label={t('groups.fields.departments')}
              placeholder={t('groups.searchPlaceholder')}
              options={departmentOptions(departments.items, t('rights.settings.inactive'))}
              value={values.departments}
              onChange={(value) => form.change('departments', value)}
              loading={departments.status === 'update' && departments.items.length === 0}
              invalid={frame['aria-invalid']}
              describedBy={frame['aria-describedby']}
            />
          )}
        </FieldFrame>
        <FieldFrame label={t('groups.fields.groups')} error={errors.groups}>
          {(frame) => (
            <OwnerSelect
              id={frame.id}
              label={t('groups.fields.groups')}
              placeholder={t('groups.searchPlaceholder')}
              options={groupChoices}
              value={values.groups}
              onChange={(value) => form.change('groups', value)}
              invalid={frame['aria-invalid']}
              describedBy={frame['aria-describedby']}
            />
          )}
        </FieldFrame>
        <FieldFrame label={t('groups.fields.users')} error={errors.users}>
          {(frame) => (
            <OwnerSelect
              id={frame.id}
              label={t('groups.fields.users')}
              placeholder={t('groups.searchPlaceholder')}
              options={userOptions(users.items)}
              value={values.users}
              onChange={(value) => form.change('users', value)}
              loading={users.status === 'update' && users.items.length === 0}
              invalid={frame['aria-invalid']}
              describedBy={frame['aria-describedby']}
            />
          )}
        </FieldFrame>
        <button type="submit" hidden />
      </form>
    </Dialog>
  );
}

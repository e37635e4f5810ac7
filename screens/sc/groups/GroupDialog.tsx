import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../src/widgets/Dialog';
import { FormError } from '../../../src/widgets/FormError';
import { OwnerField } from '../../../src/widgets/OwnerField';
import { TextAreaField } from '../../../src/widgets/TextAreaField';
import { TextField } from '../../../src/widgets/TextField';
import type { DialogControl } from '../../../src/widgets/useDialog';
import type { useGroupForm } from './useGroupForm';

export interface GroupDialogProps {
  control: DialogControl;
  form: ReturnType<typeof useGroupForm>;
}

/** Create or edit a group: name, description and members (departments, groups, users). */
export function GroupDialog({ control, form }: GroupDialogProps) {
  const { t } = useTranslation('sc');
  const { values, errors, editing } = form;
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
        <OwnerField
          kind="departments"
          label={t('groups.fields.departments')}
          placeholder={t('groups.searchPlaceholder')}
          value={values.departments}
          onChange={(value) => form.change('departments', value)}
          error={errors.departments}
        />
        <OwnerField
          kind="groups"
          label={t('groups.fields.groups')}
          placeholder={t('groups.searchPlaceholder')}
          value={values.groups}
          onChange={(value) => form.change('groups', value)}
          error={errors.groups}
          // A group cannot hold itself; the server also refuses any loop through nested groups.
          exclude={editing ? [`g${editing.id}`] : undefined}
        />
        <OwnerField
          kind="users"
          label={t('groups.fields.users')}
          placeholder={t('groups.searchPlaceholder')}
          value={values.users}
          onChange={(value) => form.change('users', value)}
          error={errors.users}
        />
        <button type="submit" hidden />
      </form>
    </Dialog>
  );
}

import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { localeTag } from '../../../platform/i18n/languages';
import { Dialog } from '../../../widgets/Dialog';
import type { DialogControl } from '../../../widgets/useDialog';
import type { EntityRow } from '../data/EntityRow';
import { useReferenceOptions } from '../data/useReferenceOptions';
import { fieldOf, fieldTitle } from '../format/fieldLabels';
import { formatFieldValue } from '../format/formatFieldValue';
import { type FormValues, formValuesOf, sameValues } from './formValues';
import type { DescriptorMap } from '../useEntityDescriptors';

function MyValue({
  descriptor,
  name,
  values,
  referenced,
}: {
  descriptor: EntityDescriptor;
  name: string;
  values: FormValues;
  referenced: DescriptorMap;
}) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const field = fieldOf(descriptor, name);
  const target =
    field?.type === 'reference' || field?.type === 'references'
      ? referenced[field.reference ?? '']
      : undefined;
  const { options } = useReferenceOptions(target);
  const value = values[name];
  // The form holds only the referenced ids; the pick list knows their names.
  const nameOf = (id: unknown) => options.find((o) => o.value === id)?.label;
  const label = nameOf(value);
  const row = Array.isArray(value)
    ? { ...values, [`${name}_labels`]: value.map((id) => nameOf(id) ?? `#${String(id)}`) }
    : label === undefined
      ? values
      : { ...values, [`${name}_label`]: label };
  return <>{formatFieldValue(descriptor, name, row, t, localeTag(language)) || t('entity:value.empty')}</>;
}

/**
 * Someone saved the record after this user opened it (HTTP 409). Shows which
 * fields differ between what the user typed and what is saved now, and lets the
 * user reload the saved record or keep their own values and save over it knowingly.
 */
export function ConflictDialog({
  control,
  descriptor,
  referenced,
  mine,
  current,
  onReload,
  onKeepMine,
}: {
  control: DialogControl;
  descriptor: EntityDescriptor;
  referenced: DescriptorMap;
  mine: FormValues;
  current: EntityRow | null;
  onReload: () => void;
  onKeepMine: () => void;
}) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const theirs = current ? formValuesOf(descriptor, current) : {};
  const differing = current
    ? Object.keys(theirs)
        .concat(Object.keys(mine))
        .filter(
          (name, i, all) => all.indexOf(name) === i && !sameValues({ v: mine[name] }, { v: theirs[name] }),
        )
    : [];
  return (
    <Dialog
      control={control}
      name="conflict"
      title={t('entity:conflict.title')}
      width={640}
      height="auto"
      buttons={[
        { text: t('entity:conflict.keepMine'), onClick: onKeepMine },
        { text: t('common:action.reload'), color: 'primary', onClick: onReload },
      ]}
    >
      <p>{t('entity:conflict.body')}</p>
      {current && differing.length > 0 && (
        <Table<{ name: string }>
          size="small"
          pagination={false}
          rowKey="name"
          dataSource={differing.map((name) => ({ name }))}
          // The caption names the table; a browser centres captions, a heading sits at the start.
          caption={
            <div style={{ textAlign: 'start', paddingBottom: 'var(--ant-padding-xs, 8px)' }}>
              <strong>{t('entity:conflict.differences')}</strong>
            </div>
          }
          columns={[
            {
              key: 'field',
              title: t('entity:conflict.field'),
              // Each row is named by its field, as a row header.
              rowScope: 'row',
              render: (_, { name }) => fieldTitle(t, descriptor, name),
            },
            {
              key: 'yours',
              title: t('entity:conflict.yours'),
              render: (_, { name }) => (
                <MyValue descriptor={descriptor} name={name} values={mine} referenced={referenced} />
              ),
            },
            {
              key: 'theirs',
              title: t('entity:conflict.theirs'),
              render: (_, { name }) =>
                formatFieldValue(descriptor, name, current, t, localeTag(language)) ||
                t('entity:value.empty'),
            },
          ]}
        />
      )}
      <p>{t('entity:conflict.hint')}</p>
    </Dialog>
  );
}

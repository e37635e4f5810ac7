import { Descriptions, Flex, Grid, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { readOwnerList } from '../../../widgets/ownerList';
import { localeTag } from '../../../platform/i18n/languages';
import type { EntityRow } from '../data/EntityRow';
import { FileList } from '../files/FileList';
import { FormDefinitionValue } from '../formKinds/FormDefinitionValue';
import { FormValuesValue } from '../formKinds/FormValuesValue';
import { fieldOf, fieldsOf, fieldTitle } from '../format/fieldLabels';
import {
  type FormatLookups,
  formatFieldValue,
  ownerListLabels,
  referencesLabels,
} from '../format/formatFieldValue';
import { useOwnerLabels } from '../format/useOwnerLabels';
import { RichTextView } from '../richtext/RichTextView';

function Value({
  descriptor,
  name,
  row,
  lookups,
}: {
  descriptor: EntityDescriptor;
  name: string;
  row: EntityRow;
  lookups: FormatLookups;
}) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const text = formatFieldValue(descriptor, name, row, t, localeTag(language), lookups);
  if (text === '') return <span className="entity-detail__empty">{t('entity:value.empty')}</span>;
  const field = fieldOf(descriptor, name);
  if (field?.type === 'html') return <RichTextView html={String(row[name])} />;
  if (field?.type === 'formDefinition') return <FormDefinitionValue value={row[name]} />;
  if (field?.type === 'formValues') return <FormValuesValue descriptor={descriptor} name={name} row={row} />;
  if (field?.widget === 'owners') {
    const tokens = readOwnerList(row[name]);
    const labels = ownerListLabels(row[name], lookups.owners, t);
    return (
      <Flex wrap gap={4} component="ul" className="entity-tags" aria-label={fieldTitle(t, descriptor, name)}>
        {tokens.map((token, i) => (
          <li key={token}>
            <Tag>{labels[i]}</Tag>
          </li>
        ))}
      </Flex>
    );
  }
  if (field?.type === 'references') {
    const ids = Array.isArray(row[name]) ? (row[name] as unknown[]) : [];
    const labels = referencesLabels(name, row);
    return (
      <Flex wrap gap={4} component="ul" className="entity-tags" aria-label={fieldTitle(t, descriptor, name)}>
        {ids.map((id, i) => (
          <li key={String(id)}>
            <Tag>{labels[i]}</Tag>
          </li>
        ))}
      </Flex>
    );
  }
  if (field?.type === 'files')
    return <FileList api={descriptor.api} field={name} label={fieldTitle(t, descriptor, name)} row={row} />;
  if (field?.format === 'color')
    return (
      <span className="entity-colour">
        <span className="entity-colour__swatch" style={{ background: text }} aria-hidden="true" />
        {text}
      </span>
    );
  return <span className={field?.type === 'text' ? 'entity-detail__text' : undefined}>{text}</span>;
}

/** Fields that take the section's whole row: paragraphs, JSON, rich text, forms and their values. */
const WHOLE_ROW = new Set(['text', 'json', 'html', 'formDefinition', 'formValues']);

/** The record, read-only, in the descriptor's detail sections (or all fields in one section). */
export function DetailSections({ descriptor, row }: { descriptor: EntityDescriptor; row: EntityRow }) {
  const { t } = useTranslation();
  const lookups = { owners: useOwnerLabels(descriptor) };
  // Below tablet width a label sits above its value: side by side, both would wrap a word a line.
  const wide = Grid.useBreakpoint().md !== false;
  const sections = descriptor.detail?.sections?.length
    ? descriptor.detail.sections.map((s) => ({ title: t(s.title), fields: s.fields }))
    : [{ title: t('entity:detail.fields'), fields: Object.keys(fieldsOf(descriptor)) }];
  return (
    <>
      {sections.map((section) => (
        <Descriptions
          key={section.title}
          className="entity-detail__section"
          title={<h2 className="entity-detail__section-title">{section.title}</h2>}
          bordered
          layout={wide ? 'horizontal' : 'vertical'}
          size="small"
          column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }}
          items={section.fields.map((name) => ({
            key: name,
            label: fieldTitle(t, descriptor, name),
            children: <Value descriptor={descriptor} name={name} row={row} lookups={lookups} />,
            span: WHOLE_ROW.has(fieldOf(descriptor, name)?.type ?? '') ? 'filled' : 1,
          }))}
        />
      ))}
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { isFileKind } from '../../../../schemas/core/fileKinds';

/** The limits of a files field in words: "Up to 10 files, 20 MB each. Kinds: PDF, images." */
export function FilesLimits({
  id,
  accept,
  maxSizeMb,
  maxItems,
}: {
  id?: string;
  accept: readonly string[] | undefined;
  maxSizeMb: number;
  maxItems: number;
}) {
  const { t } = useTranslation();
  const kinds = accept?.map((entry) => (isFileKind(entry) ? t(`entity:files.kinds.${entry}`) : entry));
  return (
    <p id={id} className="files-widget__limits">
      {t('entity:files.limits', { count: maxItems, size: maxSizeMb })}
      {kinds
        ? ` ${t('entity:files.kindsAllowed', { kinds: kinds.join(t('entity:files.listSeparator')) })}`
        : ''}
    </p>
  );
}

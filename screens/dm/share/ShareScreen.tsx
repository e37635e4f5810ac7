import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { localeTag } from '../../../src/platform/i18n/languages';
import { useLanguage } from '../../../src/platform/i18n/useLanguage';
import { ScreenStatus } from '../../../src/runtime/entity/common/ScreenStatus';
import { CreatedLink } from './CreatedLink';
import { ShareForm } from './ShareForm';
import { type ShareTarget, useShareChoices } from './useShareChoices';
import { YourLinks, yourLinksKey } from './YourLinks';
import './share.css';

const ID = /^[1-9][0-9]{0,9}$/;

/** What the address names: `?document=&version=` (versionshare) or `?ids=1,2,3` (versionbatch). */
function targetOf(search: URLSearchParams): ShareTarget | null {
  const ids = (search.get('ids') ?? '').split(',').filter((id) => ID.test(id));
  if (ids.length > 0) return { kind: 'batch', documentIds: [...new Set(ids.map(Number))].slice(0, 100) };
  const document = search.get('document') ?? '';
  const version = search.get('version') ?? '';
  if (!ID.test(document)) return null;
  return {
    kind: 'document',
    documentId: Number(document),
    versionId: ID.test(version) ? Number(version) : null,
  };
}

/**
 * Sharing versions by link (`/dm/versionshare?document=ID[&version=ID]`, `/dm/versionbatch?ids=1,2,3`):
 * choose the versions, the expiry, a password and a download limit, then copy the link, shown
 * once. For one file, the user's links to it are listed below with revoke.
 */
export function ShareScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const [language] = useLanguage();
  const locale = localeTag(language);
  const { mutate } = useSWRConfig();
  const target = targetOf(search);
  const { choices, shareDays, title, error } = useShareChoices(target);
  const [created, setCreated] = useState<string | null>(null);
  if (!target) return <ScreenStatus error={new Error(t('dm:share.noDocument'))} />;
  if (!choices) return <ScreenStatus error={error} />;
  // A version named in the address starts chosen instead of the current one.
  const chosen =
    target.kind === 'document' && target.versionId !== null
      ? choices.map((c) => ({ ...c, current: c.versionId === target.versionId }))
      : choices;
  const heading = target.kind === 'batch' ? t('dm:share.batchTitle') : t('dm:share.screenTitle');
  return (
    <section className="dm-share" aria-labelledby="dm-share-title">
      <h1 id="dm-share-title">{title ? `${heading}: ${title}` : heading}</h1>
      {created && <CreatedLink url={created} />}
      <ShareForm
        key={created ?? 'new'}
        choices={chosen}
        shareDays={shareDays}
        batch={target.kind === 'batch'}
        locale={locale}
        onCreated={(share) => {
          setCreated(`${window.location.origin}/dm/download?token=${share.token}`);
          if (target.kind === 'document') void mutate(yourLinksKey(target.documentId));
        }}
      />
      {target.kind === 'document' && <YourLinks documentId={target.documentId} locale={locale} />}
    </section>
  );
}

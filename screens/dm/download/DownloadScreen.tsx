import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatErrorMessages } from '../../../src/platform/alerts/formatErrorMessages';
import { api } from '../../../src/platform/api/apiClient';
import { fieldErrors } from '../../../src/platform/api/fieldErrors';
import { localeTag } from '../../../src/platform/i18n/languages';
import { useLanguage } from '../../../src/platform/i18n/useLanguage';
import { formatBytes } from '../../../src/runtime/entity/files/FileSummary';
import { Button } from '../../../src/widgets/Button';
import { Spinner } from '../../../src/widgets/Spinner';
import { TextField } from '../../../src/widgets/TextField';
import { CenteredPage } from '../../general/parts/CenteredPage';
import { useCompanySetup } from '../../general/login/useCompanySetup';
import { type SharedLink, sharedFileUrl } from './SharedLink';
import { useSharedLink } from './useSharedLink';
import './download.css';

/**
 * `/dm/download?token=`: the page a shared link opens, for anyone, signed in or not. It names the
 * organisation, asks for the password when the link has one, and lists the files with a download
 * each (plain links: the server counts and checks every download, docs/guide-dm-sharing.md).
 */
export function DownloadScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const company = useCompanySetup();
  const [ticket, setTicket] = useState<string | null>(null);
  const { link, refusal, error, loading } = useSharedLink(token, ticket);

  let content: React.ReactNode;
  if (!token) content = <p role="alert">{t('dm:download.noToken')}</p>;
  else if (refusal) content = <p role="alert">{t(REFUSALS[refusal])}</p>;
  else if (error) content = <p role="alert">{formatErrorMessages(error, t).join('\n')}</p>;
  else if (loading || !link) content = <Spinner label={t('dm:download.title')} />;
  else if (!link.unlocked) content = <UnlockForm token={token} onUnlocked={setTicket} />;
  else content = <SharedFiles token={token} ticket={ticket} link={link} />;

  return (
    <CenteredPage wide>
      <header className="dm-download__header">
        {company?.name && <p className="dm-download__company">{company.name}</p>}
        <h1>{t('dm:download.title')}</h1>
      </header>
      {content}
    </CenteredPage>
  );
}

const REFUSALS = {
  unknown: 'dm:share.errors.unknownLink',
  expired: 'dm:share.errors.expired',
  used_up: 'dm:share.errors.usedUp',
} as const;

function UnlockForm({ token, onUnlocked }: { token: string; onUnlocked: (ticket: string) => void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password) return;
    setBusy(true);
    setProblem(null);
    try {
      const answer = await api.post<{ data: { ticket: string } }>(
        `/api/dm/link/${encodeURIComponent(token)}/unlock`,
        { password },
        { expiresSession: false },
      );
      onUnlocked(answer.data.ticket);
    } catch (thrown) {
      setProblem(fieldErrors(thrown).password ?? formatErrorMessages(thrown, t).join('\n'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('dm:download.passwordPrompt')}>
      <p>{t('dm:download.passwordPrompt')}</p>
      <TextField
        label={t('dm:download.password')}
        type="password"
        name="password"
        autoComplete="off"
        value={password}
        error={problem}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div className="general-actions">
        <Button color="primary" htmlType="submit" loading={busy} disabled={!password}>
          {t('dm:download.unlock')}
        </Button>
      </div>
    </form>
  );
}

function SharedFiles({ token, ticket, link }: { token: string; ticket: string | null; link: SharedLink }) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const locale = localeTag(language);
  const expires = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(link.expires_at),
  );
  return (
    <>
      <p className="dm-download__meta">
        {t('dm:download.expires', { date: expires })}
        {link.downloads_left !== null &&
          ` · ${t('dm:download.downloadsLeft', { count: link.downloads_left })}`}
      </p>
      {link.note && (
        <blockquote className="dm-download__note" aria-label={t('dm:download.message')}>
          {link.note}
        </blockquote>
      )}
      {link.files.length === 0 ? (
        <p role="alert">{t('dm:download.noFiles')}</p>
      ) : (
        <ul className="dm-download__files" aria-label={t('dm:download.title')}>
          {link.files.map((file) => (
            <li key={file.version_id} className="dm-download__file">
              <span className="dm-download__name">{file.name}</span>
              <span className="dm-download__version">
                {t('dm:download.fileVersion', { number: file.number, size: formatBytes(file.size, locale) })}
              </span>
              <a
                className="general-link-button dm-download__button"
                href={sharedFileUrl(token, file.version_id, ticket)}
                download={file.name}
                aria-label={`${t('dm:download.download')} ${file.name}`}
              >
                {t('dm:download.download')}
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

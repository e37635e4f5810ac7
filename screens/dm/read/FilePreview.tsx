import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenStatus } from '../../../src/runtime/entity/common/ScreenStatus';
import { fetchDocumentContent } from './fetchDocumentContent';

/** How much of a text file the preview shows; the rest is in the download. */
const TEXT_PREVIEW_BYTES = 200_000;

export type PreviewKind = 'pdf' | 'image' | 'text' | 'none';

/** What kind of preview a file's type (read from its content on upload) allows. */
export function previewKindOf(mime: string): PreviewKind {
  if (mime === 'application/pdf') return 'pdf';
  if (/^image\/(png|jpeg|gif|webp|bmp|avif)$/.test(mime)) return 'image';
  if (mime === 'text/plain' || mime === 'text/csv') return 'text';
  return 'none';
}

/**
 * A file's preview on its read screen: a PDF in the full viewer (framed), an image, or the start
 * of a text file; other kinds (Office documents: no converter runs on this server) say so and
 * leave the download.
 */
export function FilePreview({ id, mime, name }: { id: number; mime: string; name: string }) {
  const { t } = useTranslation();
  const kind = previewKindOf(mime);
  const [content, setContent] = useState<{ url?: string; text?: string; cut?: boolean } | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (kind !== 'image' && kind !== 'text') return;
    let url: string | undefined;
    let live = true;
    fetchDocumentContent(id, false)
      .then(async (response) => {
        const blob = await response.blob();
        if (!live) return;
        if (kind === 'image') {
          url = URL.createObjectURL(blob);
          setContent({ url });
        } else {
          const text = await blob.slice(0, TEXT_PREVIEW_BYTES).text();
          setContent({ text, cut: blob.size > TEXT_PREVIEW_BYTES });
        }
      })
      .catch((thrown: unknown) => live && setError(thrown));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [id, kind]);

  if (kind === 'pdf')
    return (
      <iframe
        className="file-read__frame"
        title={t('dm:read.previewOf', { name })}
        src={`/dm/pdf?document=${id}`}
      />
    );
  if (kind === 'none') return <p role="note">{t('dm:read.noPreview')}</p>;
  if (!content) return <ScreenStatus error={error as Error | null} />;
  if (kind === 'image') return <img className="file-read__image" src={content.url} alt={name} />;
  return (
    <section aria-label={t('dm:read.previewOf', { name })}>
      <pre className="file-read__text">{content.text}</pre>
      {content.cut && <p role="note">{t('dm:read.textCut')}</p>}
    </section>
  );
}

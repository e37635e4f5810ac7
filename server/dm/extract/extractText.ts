import { extractOfficeText } from './extractOfficeText';
import { extractPdfText } from './extractPdfText';

/** Kinds read as text as they are. */
const PLAIN = /^(text\/|application\/(json|xml|csv|x-yaml))/;
const ZIP = /^application\/(zip|vnd\.openxmlformats|vnd\.oasis\.opendocument)/;

/**
 * The searchable text of a stored file, by the kind read from its content (pdf, office, plain
 * text); null for kinds without words to read (images, archives of other things). `onProgress`
 * gets 0-100 as pages are read.
 */
export async function extractText(
  bytes: Uint8Array,
  mime: string,
  onProgress: (percent: number) => Promise<void> = async () => undefined,
): Promise<string | null> {
  if (mime === 'application/pdf')
    return extractPdfText(bytes, (done, total) => onProgress((done / total) * 100));
  if (PLAIN.test(mime)) return new TextDecoder('utf-8').decode(bytes);
  if (ZIP.test(mime)) return extractOfficeText(bytes);
  return null;
}

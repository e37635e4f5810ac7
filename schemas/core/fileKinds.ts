/**
 * The words a `files` field's `accept` may use, each standing for the MIME types the server's
 * content sniffing (file-type, plus a text rule) reports for that kind of file. An `accept`
 * entry with a slash is a MIME type itself (`image/png`); `image/*` is not supported: use `image`.
 * Shared by the server (the check) and the web (the limits shown, the file picker's hint).
 */
export const FILE_KINDS = {
  pdf: ['application/pdf'],
  // SVG is left out on purpose: it is XML that can carry script.
  image: [
    'image/png',
    'image/jpeg',
    'image/gif',
    'image/webp',
    'image/bmp',
    'image/tiff',
    'image/avif',
    'image/heic',
  ],
  office: [
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'application/vnd.oasis.opendocument.text',
    'application/vnd.oasis.opendocument.spreadsheet',
    'application/vnd.oasis.opendocument.presentation',
    // Word 97-2003, Excel 97-2003 and PowerPoint 97-2003 are all Compound File Binary inside.
    'application/x-cfb',
    'application/rtf',
  ],
  // A CSV file is a text file too.
  text: ['text/plain', 'text/csv'],
  csv: ['text/csv'],
  archive: ['application/zip', 'application/x-7z-compressed', 'application/gzip', 'application/x-tar'],
} as const satisfies Record<string, readonly string[]>;

export type FileKind = keyof typeof FILE_KINDS;

/** Files a `files` field holds when its descriptor gives no `maxItems`. */
export const DEFAULT_FILES_MAX_ITEMS = 10;
/** The size limit of a `files` field when its descriptor gives no `maxSizeMb`. */
export const DEFAULT_FILE_MAX_SIZE_MB = 20;

/** What the picker offers, as `<input accept>` wants it (extensions help the browser's dialog). */
const KIND_EXTENSIONS: Record<FileKind, string> = {
  pdf: '.pdf',
  image: 'image/*',
  office: '.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp,.rtf',
  text: '.txt,text/plain',
  csv: '.csv',
  archive: '.zip,.7z,.gz,.tar',
};

export function isFileKind(word: string): word is FileKind {
  return Object.hasOwn(FILE_KINDS, word);
}

/** Whether a detected MIME type is one that `accept` allows; no `accept` allows everything. */
export function isAcceptedMime(accept: readonly string[] | undefined, mime: string): boolean {
  if (!accept) return true;
  return accept.some((entry) =>
    isFileKind(entry) ? (FILE_KINDS[entry] as readonly string[]).includes(mime) : entry === mime,
  );
}

/** The `accept` attribute of the file input for a field's `accept` list. */
export function inputAccept(accept: readonly string[] | undefined): string | undefined {
  return accept?.map((entry) => (isFileKind(entry) ? KIND_EXTENSIONS[entry] : entry)).join(',');
}

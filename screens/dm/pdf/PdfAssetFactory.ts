/**
 * pdf.js's data files, emitted by Vite as assets (hashed names, fetched only when a PDF needs
 * one): the Adobe CMaps, without which text set in a non-embedded Chinese, Japanese or Korean
 * font is neither drawn nor found; the standard fonts; the JBIG2 and JPEG 2000 decoders of
 * scanned pages. `no-inline`: a small file would otherwise become a data URL inside the script.
 */
const ASSETS = {
  cMapUrl: import.meta.glob<string>('/node_modules/pdfjs-dist/cmaps/*.bcmap', {
    query: '?url&no-inline',
    import: 'default',
    eager: true,
  }),
  standardFontDataUrl: import.meta.glob<string>(
    ['/node_modules/pdfjs-dist/standard_fonts/*.pfb', '/node_modules/pdfjs-dist/standard_fonts/*.ttf'],
    { query: '?url&no-inline', import: 'default', eager: true },
  ),
  wasmUrl: import.meta.glob<string>('/node_modules/pdfjs-dist/wasm/*.wasm', {
    query: '?url&no-inline',
    import: 'default',
    eager: true,
  }),
} as const;

type AssetKind = keyof typeof ASSETS;

/** The asset URL of one of pdf.js's data files, or undefined when there is no such file. */
export function pdfAssetUrl(kind: AssetKind, filename: string): string | undefined {
  const folder = { cMapUrl: 'cmaps', standardFontDataUrl: 'standard_fonts', wasmUrl: 'wasm' }[kind];
  return ASSETS[kind][`/node_modules/pdfjs-dist/${folder}/${filename}`];
}

/**
 * getDocument's `BinaryDataFactory`: pdf.js asks it for a data file by kind and file name, which
 * its own factory would look up under one base URL; the hashed asset names need this lookup.
 * @example getDocument({ url, BinaryDataFactory: PdfAssetFactory })
 */
export class PdfAssetFactory {
  async fetch({ kind, filename }: { kind: AssetKind; filename: string }): Promise<Uint8Array> {
    const url = kind in ASSETS ? pdfAssetUrl(kind, filename) : undefined;
    if (!url) throw new Error(`pdf.js has no ${kind} file ${filename}`);
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
    return new Uint8Array(await response.arrayBuffer());
  }
}

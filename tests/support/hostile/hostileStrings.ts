import fc from 'fast-check';

/**
 * Text an attacker or a broken client sends: SQL metacharacters, NUL and control characters,
 * text that is not well-formed Unicode (lone surrogates), direction overrides, zero-width and
 * combining characters, astral characters, path traversal and markup. Each entry is one
 * fragment; `hostileString` joins a few, so a value mixes kinds.
 */
export const HOSTILE_FRAGMENTS = {
  sql: [
    "'",
    '"',
    "' OR '1'='1",
    "'; DROP TABLE users; --",
    '1) OR (1=1',
    '%',
    '_',
    '\\',
    '$1',
    '::text',
    '/*',
    "E'\\x00'",
    '; select pg_sleep(0) --',
    'id desc, (select 1)',
    '"users"."password_hash"',
  ],
  nul: ['\u0000', 'a\u0000b', '\u0001\u001f\u007f'],
  loneSurrogate: ['\ud800', '\udfff', 'a\udc00b', '\ud83d'],
  direction: ['\u202e', '\u202dabc\u202c', '\u2066x\u2069', '\u061c'],
  zeroWidth: ['\u200b', '\u200c\u200d', '\ufeff', '\u2060'],
  odd: ['e\u0301\u0301\u0301', '😀', '𠜎', '\ufffd', '\uffff', 'İ', 'ß', '\u3000', '\r\n', '\t'],
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template placeholder sent as text is the point
  markup: ['<script>alert(1)</script>', '../../../etc/passwd', '${7*7}', '{{7*7}}', '=cmd|"/c calc"!A1'],
} as const;

export type HostileKind = keyof typeof HOSTILE_FRAGMENTS;
export const HOSTILE_KINDS = Object.keys(HOSTILE_FRAGMENTS) as HostileKind[];

/** One fragment of a kind, tagged so the run can count what it sent. */
export const hostileFragment = (kind: HostileKind): fc.Arbitrary<string> =>
  fc.constantFrom(...HOSTILE_FRAGMENTS[kind]);

/** A string led by a fragment of one of `kinds` and mixed with others, cut to `maxLength` code units when given. */
export function hostileString(
  kinds: readonly HostileKind[] = HOSTILE_KINDS,
  maxLength?: number,
): fc.Arbitrary<{ kind: HostileKind; text: string }> {
  return fc.constantFrom(...kinds).chain((kind) =>
    fc
      .tuple(
        hostileFragment(kind),
        fc.array(fc.oneof(...HOSTILE_KINDS.map(hostileFragment), fc.string({ maxLength: 8 })), {
          maxLength: 3,
        }),
      )
      .map(([lead, rest]) => {
        const text = lead + rest.join('');
        return { kind, text: maxLength === undefined ? text : text.slice(0, Math.max(1, maxLength)) };
      }),
  );
}

/**
 * Percent-encodes text for a URL byte for byte as a careless client would: lone surrogates
 * become the three bytes CESU-8 gives them (not valid UTF-8), which `encodeURIComponent`
 * refuses to produce.
 */
export function encodeRaw(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const isHigh = code >= 0xd800 && code <= 0xdbff;
    const next = text.charCodeAt(i + 1);
    if (isHigh && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i++;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(text[i] ?? '');
    }
  }
  return out;
}

/** Percent sequences no decoder can read, sent as they are in paths and query strings. */
export const MALFORMED_PERCENT = ['%', '%zz', '%E0%A4%A', '%C0%AF', '%FF%FE', '%ED%A0%80'];

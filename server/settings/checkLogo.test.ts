import { describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES } from '../../schemas/sc/settings/companySettings';
import { logoDigest, logoProblem } from './checkLogo';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([4, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);
const url = (type: string, bytes: Buffer | string) =>
  `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
const svg = (body: string) =>
  url('image/svg+xml', `<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg">${body}</svg>`);

describe('logoProblem', () => {
  it('accepts no logo and small PNG, JPEG, WebP and plain SVG images', () => {
    expect(logoProblem('')).toBeNull();
    expect(logoProblem(url('image/png', PNG))).toBeNull();
    expect(logoProblem(url('image/jpeg', JPEG))).toBeNull();
    expect(logoProblem(url('image/webp', WEBP))).toBeNull();
    expect(
      logoProblem(
        svg('<defs><linearGradient id="g"/></defs><rect fill="url(#g)" width="9"/><use href="#g"/>'),
      ),
    ).toBeNull();
  });

  it('refuses what is not an image data: URL, or another kind of image', () => {
    expect(logoProblem('https://example.com/logo.png')).toBe('notDataUrl');
    expect(logoProblem('data:image/png,rawtext')).toBe('notDataUrl');
    expect(logoProblem(url('image/gif', Buffer.from('GIF89a')))).toBe('unsupportedType');
    expect(logoProblem(url('text/html', '<svg></svg>'))).toBe('unsupportedType');
  });

  it('refuses bytes that do not match the declared type', () => {
    expect(logoProblem(url('image/png', JPEG))).toBe('contentMismatch');
    expect(logoProblem(url('image/jpeg', PNG))).toBe('contentMismatch');
    expect(logoProblem(url('image/svg+xml', '<html><body>hi</body></html>'))).toBe('contentMismatch');
    expect(logoProblem('data:image/png;base64,')).toBe('contentMismatch');
  });

  it('refuses images over 256 kB', () => {
    const big = Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES)]);
    expect(logoProblem(url('image/png', big))).toBe('tooLarge');
    expect(logoProblem(url('image/png', big.subarray(0, LOGO_MAX_BYTES)))).toBeNull();
  });

  it.each([
    ['a script', '<script>alert(1)</script>'],
    ['an event attribute', '<rect onload="alert(1)" width="1"/>'],
    ['an upper-case event attribute', '<rect ONCLICK = "x()"/>'],
    ['a javascript: link', '<a href="javascript:alert(1)"><text>x</text></a>'],
    ['an external link', '<image href="https://tracker.example/x.png"/>'],
    ['an xlink to another file', '<use xlink:href="other.svg#a"/>'],
    ['embedded HTML', '<foreignObject><div>x</div></foreignObject>'],
    ['an external style', '<style>@import url(https://x.example/a.css);</style>'],
    ['an external url()', '<rect style="fill:url(https://x.example/p.svg#p)"/>'],
    ['an iframe', '<iframe src="x"></iframe>'],
  ])('refuses an SVG with %s', (_name, body) => {
    expect(logoProblem(svg(body))).toBe('unsafeSvg');
  });

  it('refuses an SVG with a DTD (entity expansion)', () => {
    const withDtd = url(
      'image/svg+xml',
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "b">]><svg>&a;</svg>',
    );
    expect(logoProblem(withDtd)).not.toBeNull();
  });
});

describe('logoDigest', () => {
  it('records type, size and hash instead of the image', () => {
    expect(logoDigest('')).toBe('');
    expect(logoDigest(url('image/png', PNG))).toMatch(/^image\/png, 12 bytes, sha256 [0-9a-f]{64}$/);
  });
});

import { describe, expect, it } from 'vitest';
import { checkMediaUrl, sniffMediaType } from './media';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new Uint8Array([...text].map((c) => c.charCodeAt(0)));
const dataUrl = (type: string, content: Uint8Array) =>
  `data:${type};base64,${btoa(String.fromCharCode(...content))}`;
const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);

describe('sniffMediaType', () => {
  it.each([
    ['image/png', png],
    ['image/jpeg', bytes(0xff, 0xd8, 0xff, 0xe0)],
    ['image/gif', ascii('GIF89a......')],
    ['image/webp', ascii('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ')],
    ['video/mp4', ascii('\u0000\u0000\u0000\u0018ftypmp42')],
    ['video/webm', bytes(0x1a, 0x45, 0xdf, 0xa3, 1, 0)],
  ])('tells %s by its first bytes', (type, head) => {
    expect(sniffMediaType(head)).toBe(type);
  });

  it('knows nothing of text or SVG', () => {
    expect(sniffMediaType(ascii('<svg xmlns="http'))).toBeUndefined();
    expect(sniffMediaType(ascii('hello world!'))).toBeUndefined();
  });
});

describe('checkMediaUrl', () => {
  it('accepts no media, same-origin paths and real media as data URLs', () => {
    expect(checkMediaUrl('')).toEqual({ ok: true, kind: 'none' });
    expect(checkMediaUrl('/seed/bike-road.svg')).toEqual({ ok: true, kind: 'image' });
    expect(checkMediaUrl('/media/clip.mp4')).toEqual({ ok: true, kind: 'video' });
    expect(checkMediaUrl(dataUrl('image/png', png))).toEqual({ ok: true, kind: 'image' });
  });

  it('takes paths only under /media, /seed and /avatars, with a media file name', () => {
    expect(checkMediaUrl('/media/../../etc/passwd.mp4').ok).toBe(false);
    expect(checkMediaUrl('/api/auth/logout').ok).toBe(false);
    expect(checkMediaUrl('/avatars/avatar-2.svg')).toEqual({ ok: true, kind: 'image' });
  });

  it('holds avatars to their own smaller limit', () => {
    const base64 = btoa(String.fromCharCode(...png)) + 'A'.repeat(400 * 1024);
    expect(checkMediaUrl(`data:image/png;base64,${base64}`, 256 * 1024)).toEqual({
      ok: false,
      reason: 'must be at most 256 KB',
    });
  });

  it('refuses other sites, scripts, lies about the type and broken base64', () => {
    expect(checkMediaUrl('https://example.com/cat.png').ok).toBe(false);
    expect(checkMediaUrl('//example.com/cat.png').ok).toBe(false);
    expect(checkMediaUrl('javascript:alert(1)').ok).toBe(false);
    expect(checkMediaUrl(dataUrl('image/png', ascii('not an image at all')))).toEqual({
      ok: false,
      reason: 'must be a PNG, JPEG, GIF or WebP image, or an MP4 or WebM video',
    });
    expect(checkMediaUrl(dataUrl('image/gif', png))).toEqual({
      ok: false,
      reason: 'says image/gif but holds image/png',
    });
    expect(checkMediaUrl('data:image/png;base64,a')).toEqual({
      ok: false,
      reason: 'is not valid base64',
    });
  });

  it('refuses files over 10 MB before decoding them', () => {
    const base64 = 'A'.repeat(Math.ceil(((10 * 1024 * 1024 + 1) * 4) / 3 / 4) * 4);
    expect(checkMediaUrl(`data:image/png;base64,${base64}`)).toEqual({
      ok: false,
      reason: 'must be at most 10 MB',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { checkMediaFile, readAsDataUrl } from './media-file';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

describe('checkMediaFile', () => {
  it('takes a PNG by its bytes, whatever its name and declared type', async () => {
    const file = new File([png], 'holiday.txt', { type: 'text/plain' });
    expect(await checkMediaFile(file)).toEqual({ ok: true, type: 'image/png' });
  });

  it('refuses a file that is not one of the media types', async () => {
    const file = new File(['hello'], 'notes.png', { type: 'image/png' });
    expect(await checkMediaFile(file)).toEqual({
      ok: false,
      message: 'The file must be a PNG, JPEG, GIF or WebP image, or an MP4 or WebM video.',
    });
  });

  it('refuses a file over 10 MB before reading it', async () => {
    const file = new File([png, new Uint8Array(10 * 1024 * 1024)], 'big.png');
    expect(await checkMediaFile(file)).toEqual({
      ok: false,
      message: 'The file must be at most 10 MB.',
    });
  });
});

describe('readAsDataUrl', () => {
  it('makes a data URL of the real type', async () => {
    const url = await readAsDataUrl(new File([png], 'a.txt', { type: 'text/plain' }), 'image/png');
    expect(url).toBe('data:image/png;base64,iVBORw0KGgoAAAAA');
  });
});

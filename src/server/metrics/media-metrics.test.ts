import { describe, expect, it } from 'vitest';
import { createSharpPictures } from '../media/sharp-pictures';
import { phoneJpeg, truncatedJpeg } from '../testing/picture-files';
import { createMetrics } from './metrics';

describe('the media processing metric', () => {
  it("times sharp's work on each upload, kept or refused", async () => {
    const metrics = createMetrics();
    const pictures = metrics.timedPictures(createSharpPictures());
    await pictures.process(await phoneJpeg(), 'image/jpeg');
    await expect(pictures.process(await truncatedJpeg(), 'image/jpeg')).rejects.toThrow();
    const text = await metrics.registry.metrics();
    expect(text).toContain('murmur_media_processing_seconds_count{outcome="kept"} 1');
    expect(text).toContain('murmur_media_processing_seconds_count{outcome="refused"} 1');
  });
});

import { errorCodes, limits, sniffMediaType } from '@/contract';
import { ApiError } from '../http/api-error';
import { limitBody } from '../http/body-limit';
import { keepUpload } from '../media/keep-upload';
import { recordUpload } from '../media/record-upload';
import { mediaUrlOf, toMediaAttachment } from './map-entities';
import { MastodonError, recordNotFound } from './mastodon-error';
import { limited, need, originOf, type MastodonDoor } from './mastodon-env';
import { readFields, textField, type FormFields } from './read-params';

const multipartOverheadBytes = 64 * 1024;
const tooLarge = () =>
  new ApiError(
    413,
    errorCodes.mediaTooLarge,
    `The file must be at most ${limits.mediaBytes} bytes`,
  );

export function registerMediaRoutes({ on, deps, guard }: MastodonDoor) {
  const { media } = deps;
  if (!media) return;
  /**
   * Murmur keeps a picture's description with the post that shows it: what an app says with the
   * upload (or by PUT before posting) is kept with the upload until the status that names it.
   */
  const descriptionOf = (fields: FormFields) => {
    const description = textField(fields, 'description');
    if (description !== undefined && [...description].length > limits.mediaAltMax)
      throw new MastodonError(422, `description must be at most ${limits.mediaAltMax} characters`);
    return description;
  };

  // Through Murmur's own pipeline (metadata stripped, resized, BlurHash) and its quotas.
  for (const path of ['/api/v1/media', '/api/v2/media'])
    on(
      'POST',
      path,
      [
        ...guard(need('write', 'media')),
        ...limited(deps, 'uploads'),
        limitBody(limits.mediaBytes + multipartOverheadBytes, tooLarge()),
      ],
      async (c) => {
        const owner = c.get('user');
        const fields = await readFields(c);
        const description = descriptionOf(fields) ?? null;
        const file = fields.file;
        if (!(file instanceof File)) throw new MastodonError(422, 'file is required');
        if (file.size > limits.mediaBytes) throw tooLarge();
        const bytes = new Uint8Array(await file.arrayBuffer());
        const type = sniffMediaType(bytes.subarray(0, 16));
        if (!type) throw new MastodonError(422, 'The file is not a picture or video Murmur takes');
        const used = await deps.store.uploads.bytesOf(owner._id);
        if (used + bytes.byteLength > deps.accountMediaQuotaBytes)
          throw new MastodonError(422, 'Your uploads have used up your share of space');
        const kept = await keepUpload({ pictures: deps.pictures, media }, bytes, type);
        await recordUpload(deps, media, owner._id, kept, description);
        return c.json(toMediaAttachment({ ...kept.upload, alt: description ?? '' }, originOf(c)));
      },
    );

  const ownUpload = async (ownerId: string, id: string) => {
    const [upload] = await deps.store.uploads.byUrls([mediaUrlOf(id)]);
    if (!upload || upload.ownerId !== ownerId) throw recordNotFound();
    return upload;
  };

  on('GET', '/api/v1/media/:id', [...guard(need('write', 'media'))], async (c) => {
    const me = c.get('user');
    const upload = await ownUpload(me._id, c.req.param('id')!);
    return c.json(toMediaAttachment({ ...upload, alt: upload.description ?? '' }, originOf(c)));
  });

  on('PUT', '/api/v1/media/:id', [...guard(need('write', 'media'))], async (c) => {
    const me = c.get('user');
    const upload = await ownUpload(me._id, c.req.param('id')!);
    // Once a post shows it, its description is the post's: edit the status instead.
    if (upload.postId !== null)
      throw new MastodonError(422, 'This media is in a post already: edit the post instead');
    const description = descriptionOf(await readFields(c));
    if (description !== undefined)
      await deps.store.uploads.describe(upload.id, me._id, description);
    const alt = description ?? upload.description ?? '';
    return c.json(toMediaAttachment({ ...upload, alt }, originOf(c)));
  });
}

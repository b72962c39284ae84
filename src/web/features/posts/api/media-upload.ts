import { endpoints } from '@/contract/endpoints';
import { apiRequest } from '@/web/lib/api-client';

/** What the composer holds for one of a post's pictures, or its video. */
export interface MediaChoice {
  /** Names the choice while it is moved about and described; never sent. */
  id: string;
  /** A data URL of a newly picked file, or the URL the post already has. */
  url: string;
  /** The newly picked file; absent when the post keeps what it had. */
  file?: File;
  /** What it shows, for those who cannot see it (alt text); none yet when absent. */
  alt?: string;
}

let lastChoice = 0;
/** A fresh id for a choice. */
export const choiceId = () => `media-${++lastChoice}`;

/**
 * The URL to send for a choice. The Node server takes files through POST /api/media (JSON bodies
 * are limited to 1 MB there); the demo's in-page API keeps the data URL itself.
 */
export async function resolveMediaUrl(media: MediaChoice): Promise<string> {
  if (!media.file || import.meta.env.VITE_BACKEND !== 'server') return media.url;
  const form = new FormData();
  form.append('file', media.file);
  const answer = await apiRequest(endpoints.media, { body: form, auth: true });
  return answer.url;
}

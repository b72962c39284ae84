import { MediaFullError } from '@/backend/media/media-store';
import { createTestApi } from '@/backend/testing/test-api';

/** The API with the Node host's upload route over a media store that is out of room (507). */
export function createOutOfRoomApi() {
  return createTestApi({
    media: { save: () => Promise.reject(new MediaFullError('disk')) },
  });
}

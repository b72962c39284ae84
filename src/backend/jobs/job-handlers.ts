import { removeUnusedMedia } from '../account/remove-unused-media';
import type { ResolvedDeps } from '../deps';
import type { JobHandlers } from './job-kinds';

/** The handlers the host's worker runs, over the host's store and media store. */
export function jobHandlers(deps: Pick<ResolvedDeps, 'store' | 'media'>): JobHandlers {
  return {
    'remove-files': ({ urls }) => removeUnusedMedia(deps, urls),
  };
}

import { deleteRow, getRow, postRow } from './endpoint-row';
import type { UserResponse } from './responses';
import type { MutedWordResponse, MutedWordsResponse } from './muted-words';
import type { HiddenPeoplePageResponse } from './safety';

/**
 * Blocks and mutes: each write answers the other person as the viewer now sees them
 * (blockedByViewer, blockingViewer, mutedByViewer, mutedUntil). The fixed list paths come before
 * /api/users/:usernameOrId, so that "blocks" is never taken for a username.
 */
export const safetyEndpoints = {
  blocks: getRow<HiddenPeoplePageResponse>()('/api/users/blocks', 'required'),
  mutes: getRow<HiddenPeoplePageResponse>()('/api/users/mutes', 'required'),
  mutedWords: getRow<MutedWordsResponse>()('/api/users/muted-words', 'required'),
  addMutedWord: postRow<MutedWordResponse>()('/api/users/muted-words', 'required'),
  deleteMutedWord: deleteRow<MutedWordsResponse>()('/api/users/muted-words/:wordId', 'required'),
  block: postRow<UserResponse>()('/api/users/block/:userId/', 'required'),
  unblock: postRow<UserResponse>()('/api/users/unblock/:userId/', 'required'),
  mute: postRow<UserResponse>()('/api/users/mute/:userId/', 'required'),
  unmute: postRow<UserResponse>()('/api/users/unmute/:userId/', 'required'),
} as const;

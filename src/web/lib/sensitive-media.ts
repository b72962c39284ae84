import { useSyncExternalStore } from 'react';
import { storage, storageKeys } from './storage';

/**
 * The reader's "Always show sensitive media" setting, kept in this browser like the theme: it is
 * how this reader likes to read, not a fact of their account.
 */
const listeners = new Set<() => void>();
const key = storageKeys.showSensitiveMedia;

export const sensitiveMediaSetting = {
  read: (): boolean => storage.read(key) === 'always',
  write: (always: boolean) => {
    if (always) storage.write(key, 'always');
    else storage.remove(key);
    for (const listener of listeners) listener();
  },
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

/** Whether sensitive pictures show at once, kept in step across every card. */
export const useShowSensitiveMedia = (): boolean =>
  useSyncExternalStore(sensitiveMediaSetting.subscribe, sensitiveMediaSetting.read, () => false);

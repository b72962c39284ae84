import type { ReportTargetType } from '@/contract/moderation';

/** What someone asked to report: a post, a reply or a person, and whose it is. */
export interface ReportTarget {
  targetType: ReportTargetType;
  targetId: string;
  username: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let current: ReportTarget | null = null;

/**
 * The report the reader asked for: the posts, conversation and users features ask (a card's
 * menu, a profile's button), the moderation feature shows its dialog. Here, in the shared state,
 * so that neither reaches into the other.
 */
export const reportRequests = {
  ask(target: ReportTarget) {
    current = target;
    listeners.forEach((listener) => listener());
  },
  close() {
    current = null;
    listeners.forEach((listener) => listener());
  },
  get: () => current,
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

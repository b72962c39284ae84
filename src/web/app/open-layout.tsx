import { useSession } from '../lib/session';
import { GuestLayout } from './guest-layout';
import { SignedInShell } from './protected-layout';

/** The frame of a page open to everyone (/mock): the logged-in one when there is a session. */
export function OpenLayout() {
  const session = useSession();
  return session ? <SignedInShell session={session} /> : <GuestLayout />;
}

export { OpenLayout as Component };

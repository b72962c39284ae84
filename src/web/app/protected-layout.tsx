import { Bookmark, Compass, FlaskConical, Heart, House, UserRound, Users } from 'lucide-react';
import { useState } from 'react';
import { Navigate, Outlet, useLocation, useMatch } from 'react-router';
import { AppHeader } from '../components/layout/app-header';
import { AppShell } from '../components/layout/app-shell';
import { PeoplePanel } from '../components/layout/people-panel';
import { SideNav, type NavItem } from '../components/layout/side-nav';
import { useLogout } from '../features/auth/use-logout';
import { ComposerModal } from '../features/posts/components/composer-modal';
import { useSession, type LoginDetails } from '../lib/session';
import { paths } from '../config/paths';
import { PeopleSlot } from './people-slot';
import { sourceUrl } from './source-url';

const navItems = (username: string): NavItem[] => [
  { label: 'User Feed', to: paths.feed.href(), icon: House },
  { label: 'Explore', to: paths.explore.href(), icon: Compass },
  { label: 'Liked Post', to: paths.liked.href(), icon: Heart },
  { label: 'BookMark', to: paths.bookmark.href(), icon: Bookmark },
  { label: 'Profile', to: paths.profile.href(username), icon: UserRound },
  { label: 'Whom to Follow?', to: paths.users.href(), icon: Users, narrowOnly: true },
  { label: 'API Tester', to: paths.mock.href(), icon: FlaskConical },
];

/** The protected routes' guard: without a token, to /signup, remembering where the user was going. */
export function ProtectedLayout() {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    const from = location.pathname + location.search + location.hash;
    return <Navigate to={paths.signup.href(from)} replace />;
  }
  return <SignedInShell session={session} />;
}

function SignedInShell({ session }: { session: LoginDetails }) {
  const { logout, pending } = useLogout();
  const [composing, setComposing] = useState(false);
  const onPeoplePage = useMatch(paths.users.path) !== null;

  return (
    <AppShell
      header={
        <AppHeader
          firstName={session.user.firstName}
          sourceUrl={sourceUrl}
          onLogout={logout}
          loggingOut={pending}
        />
      }
      nav={<SideNav items={navItems(session.user.username)} onNewPost={() => setComposing(true)} />}
      aside={
        !onPeoplePage && <PeoplePanel>{(search) => <PeopleSlot search={search} />}</PeoplePanel>
      }
    >
      <Outlet />
      <ComposerModal open={composing} onClose={() => setComposing(false)} />
    </AppShell>
  );
}

import {
  Bell,
  Bookmark,
  Compass,
  FlaskConical,
  Heart,
  House,
  Search,
  Settings,
  Shield,
  UserRound,
  Users,
} from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import {
  NavigationType,
  Navigate,
  Outlet,
  useLocation,
  useMatch,
  useNavigationType,
} from 'react-router';
import { AppHeader } from '../components/layout/app-header';
import { AppShell } from '../components/layout/app-shell';
import { PeoplePanel } from '../components/layout/people-panel';
import { SideNav, type NavItem } from '../components/layout/side-nav';
// New Post's dialog loads when first pressed, or once the browser is idle: no page shows it.
import { LazyComposerModal, loadComposer } from '@/web/features/posts';
import { useNewPostsListener } from '@/web/features/live';
import { useUnreadCount } from '@/web/features/notifications';
import { PersonSafetyMenu } from '@/web/features/safety';
import { PersonMenuProvider, type PersonMenuProps } from '../components/person-menu-slot';
import { ReportDialogHost } from '@/web/features/moderation';
import { TrendingTags } from '@/web/features/tags';
import { usePeoplePanelSettled } from '@/web/features/users';
import { sessionStore, useLogout, useSession, type LoginDetails } from '../lib/session';
import { paths } from '../config/paths';
import { PeopleSlot } from './people-slot';
import { sourceUrl } from './source-url';
import asideStyles from './protected-layout.module.css';

/** The phone's tab bar holds Home, Search, Notifications and Profile; More lists the rest. */
const navItems = (username: string, unread: number | undefined, staff: boolean): NavItem[] => [
  { label: 'User Feed', to: paths.feed.href(), icon: House, inTabBar: true },
  { label: 'Explore', to: paths.explore.href(), icon: Compass },
  { label: 'Search', to: paths.search.href(), icon: Search, inTabBar: true },
  { label: 'Notifications', to: paths.notifications.href(), icon: Bell, unread, inTabBar: true },
  { label: 'Liked Post', to: paths.liked.href(), icon: Heart },
  { label: 'BookMark', to: paths.bookmark.href(), icon: Bookmark },
  { label: 'Profile', to: paths.profile.href(username), icon: UserRound, inTabBar: true },
  { label: 'Whom to Follow?', to: paths.users.href(), icon: Users, narrowOnly: true },
  { label: 'API Tester', to: paths.mock.href(), icon: FlaskConical },
  { label: 'Settings', to: paths.settings.href(), icon: Settings },
  // Only moderators and admins see the way to their page.
  ...(staff ? [{ label: 'Moderation', to: paths.moderation.href(), icon: Shield }] : []),
];

/** What the cards of others' posts and replies offer about them: Report, Mute and Block. */
const personMenu = (props: PersonMenuProps) => <PersonSafetyMenu {...props} />;

/** A moderator or admin (a session stored before roles existed has none: a user). */
const isStaff = (session: LoginDetails) =>
  session.user.role === 'moderator' || session.user.role === 'admin';

/**
 * The protected routes' guard: without a token, to /signup, remembering where the user was going;
 * to /login instead in a tab whose session the server refused, since that person has an account.
 */
export function ProtectedLayout() {
  const session = useSession();
  const location = useLocation();
  // Here, above the routes: the feed's new-posts count outlives a visit to another page.
  useNewPostsListener();
  if (!session) {
    const from = location.pathname + location.search + location.hash;
    const again = sessionStore.refusedHere() ? paths.login : paths.signup;
    return <Navigate to={again.href(from)} replace />;
  }
  return <SignedInShell session={session} />;
}

/**
 * The logged-in frame. /mock uses it too when there is a session, so that the navigation stays
 * where it was; the tester then takes the people panel's column as well, for its wide rows.
 */
export function SignedInShell({ session }: { session: LoginDetails }) {
  const { logout, pending } = useLogout();
  const composer = useComposerClosedByBack();
  const onPeoplePage = useMatch(paths.users.path) !== null;
  // Trending tags go under the people panel once its list is in: arriving then moves nothing.
  const peoplePanelSettled = usePeoplePanelSettled();
  const onTesterPage = useMatch(paths.mock.path) !== null;
  const unread = useUnreadCount();

  return (
    <PersonMenuProvider value={personMenu}>
      <AppShell
        header={
          <AppHeader
            firstName={session.user.firstName}
            sourceUrl={sourceUrl}
            onLogout={logout}
            loggingOut={pending}
          />
        }
        nav={
          <SideNav
            items={navItems(session.user.username, unread, isStaff(session))}
            onNewPost={composer.open}
          />
        }
        aside={
          !onPeoplePage &&
          !onTesterPage && (
            <div className={asideStyles.stack}>
              <PeoplePanel>{(search) => <PeopleSlot search={search} />}</PeoplePanel>
              {peoplePanelSettled && <TrendingTags />}
            </div>
          )
        }
        wide={onTesterPage}
      >
        <Outlet />
        <ReportDialogHost />
        {composer.wanted && (
          <Suspense>
            <LazyComposerModal open={composer.isOpen} onClose={composer.close} />
          </Suspense>
        )}
      </AppShell>
    </PersonMenuProvider>
  );
}

/**
 * New Post's open state. Back or Forward closes it (the draft is kept), rather than leaving it over
 * a page it was not opened on. A link followed just before New Post was pressed, whose page
 * arrives a moment later, leaves it open: the modal makes every other navigation impossible.
 */
function useComposerClosedByBack() {
  const [isOpen, setIsOpen] = useState(false);
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const [seenKey, setSeenKey] = useState(key);
  // Once opened the dialog's code stays mounted (closed, it renders nothing).
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const idle = window.requestIdleCallback?.(() => void loadComposer());
    return () => {
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, []);
  if (key !== seenKey) {
    setSeenKey(key);
    if (navigationType === NavigationType.Pop) setIsOpen(false);
  }
  const open = () => {
    setWanted(true);
    setIsOpen(true);
  };
  return { isOpen, wanted, open, close: () => setIsOpen(false) };
}

/** The route table loads this module lazily: its Component. */
export { ProtectedLayout as Component };

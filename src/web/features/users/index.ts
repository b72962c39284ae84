// What the rest of the app may use of this feature; everything else stays inside it.
export { profileQuery } from './api/user-queries';
export { FollowListPage } from './components/follow-list-page';
export { PeopleDirectory } from './components/people-directory';
export { ProfileCard } from './components/profile-card';
export { usePeoplePanelSettled, WhoToFollow } from './components/who-to-follow';

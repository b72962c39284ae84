import { WhoToFollow } from '../features/users/components/who-to-follow';

/** The sidebar keeps to a few people; /users lists everyone. */
const sidebarLimit = 5;

/** The people panel's list: in the right sidebar a few, on /users everyone with their bios. */
export function PeopleSlot({ search, all = false }: { search: string; all?: boolean }) {
  return <WhoToFollow search={search} limit={all ? undefined : sidebarLimit} showBio={all} />;
}

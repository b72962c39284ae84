import { WhoToFollow } from '@/web/features/users';

/** The sidebar keeps to a few people; /users lists everyone. */
const sidebarLimit = 5;

/** The people panel's list in the right sidebar. */
export function PeopleSlot({ search }: { search: string }) {
  return <WhoToFollow search={search} limit={sidebarLimit} />;
}

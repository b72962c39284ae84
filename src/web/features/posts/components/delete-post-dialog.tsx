import type { Post } from '@/contract';
import { ConfirmDeleteDialog } from '@/web/components/confirm-delete-dialog';
import { useDeletePost } from '../api/post-mutations';

export function DeletePostDialog({ post, onClose }: { post: Post; onClose: () => void }) {
  const deletion = useDeletePost(post);
  return (
    <ConfirmDeleteDialog
      title="Delete post?"
      question="This can’t be undone: the post goes from your profile, the feed and Explore."
      deletion={deletion}
      onClose={onClose}
    />
  );
}

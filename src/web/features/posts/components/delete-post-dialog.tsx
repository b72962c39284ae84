import type { Post } from '@/contract';
import { ConfirmDeleteDialog } from '@/web/components/confirm-delete-dialog';
import { useDeletePost } from '../api/post-mutations';

export function DeletePostDialog({ post, onClose }: { post: Post; onClose: () => void }) {
  const remove = useDeletePost(post);
  return (
    <ConfirmDeleteDialog
      title="Delete post?"
      question="This can’t be undone: the post goes from your profile, the feed and Explore."
      pending={remove.isPending}
      onDelete={() => remove.mutateAsync(undefined, { onSettled: onClose })}
      onClose={onClose}
    />
  );
}

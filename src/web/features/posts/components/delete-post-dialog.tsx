import { ConfirmDeleteDialog } from '@/web/components/confirm-delete-dialog';
import { useDeletePost } from '../api/post-mutations';

export function DeletePostDialog({ postId, onClose }: { postId: string; onClose: () => void }) {
  const remove = useDeletePost(postId);
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

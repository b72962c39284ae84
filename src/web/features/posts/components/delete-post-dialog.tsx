import type { Post } from '@/contract';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { useDeletePost } from '../api/post-mutations';

export function DeletePostDialog({ post, onClose }: { post: Post; onClose: () => void }) {
  const deletion = useDeletePost(post);
  return (
    <ConfirmDialog
      title="Delete post?"
      question="This can’t be undone: the post goes from your profile, the feed and Explore."
      confirmLabel="Delete"
      pending={deletion.isPending}
      onConfirm={(settled) => deletion.mutateAsync(undefined, settled)}
      onClose={onClose}
    />
  );
}

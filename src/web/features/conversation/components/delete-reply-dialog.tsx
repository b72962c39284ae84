import { ConfirmDeleteDialog } from '@/web/components/confirm-delete-dialog';
import { useDeleteReply } from '../api/reply-mutations';

interface DeleteReplyDialogProps {
  postId: string;
  replyId: string;
  onClose: () => void;
}

export function DeleteReplyDialog({ postId, replyId, onClose }: DeleteReplyDialogProps) {
  const remove = useDeleteReply(postId, replyId);
  return (
    <ConfirmDeleteDialog
      title="Delete reply?"
      question="This can’t be undone: the reply goes from the thread."
      pending={remove.isPending}
      // Closed at once: the reply leaves the thread at once too, and returns if refused.
      onDelete={() => remove.mutateAsync(undefined, { onSettled: onClose })}
      onClose={onClose}
    />
  );
}

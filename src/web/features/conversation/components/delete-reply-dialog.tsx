import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { useDeleteReply } from '../api/reply-mutations';

interface DeleteReplyDialogProps {
  postId: string;
  replyId: string;
  onClose: () => void;
}

export function DeleteReplyDialog({ postId, replyId, onClose }: DeleteReplyDialogProps) {
  // Closed at once: the reply leaves the thread at once too, and returns if refused.
  const deletion = useDeleteReply(postId, replyId);
  return (
    <ConfirmDialog
      title="Delete reply?"
      question="This can’t be undone: the reply goes from the thread."
      confirmLabel="Delete"
      pending={deletion.isPending}
      onConfirm={(settled) => deletion.mutateAsync(undefined, settled)}
      onClose={onClose}
    />
  );
}

import { ConfirmDeleteDialog } from '@/web/components/confirm-delete-dialog';
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
    <ConfirmDeleteDialog
      title="Delete reply?"
      question="This can’t be undone: the reply goes from the thread."
      deletion={deletion}
      onClose={onClose}
    />
  );
}

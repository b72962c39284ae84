import { safetyMessages } from '@/contract/client-messages';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { useSafetyAction } from '../api/use-safety-action';

interface BlockDialogProps {
  person: { _id: string; username: string };
  onClose: () => void;
}

/** Says what a block does before it is done: Cancel, or Block. */
export function BlockDialog({ person, onClose }: BlockDialogProps) {
  const action = useSafetyAction(person);
  return (
    <ConfirmDialog
      title={`Block @${person.username}?`}
      question={safetyMessages.blockQuestion}
      confirmLabel="Block"
      pending={action.isPending}
      onConfirm={(settled) => action.mutateAsync({ kind: 'block' }, settled)}
      onClose={onClose}
    />
  );
}

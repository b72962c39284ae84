import { useState } from 'react';
import type { PublicUser } from '@/contract';
import { DiscardQuestion } from '@/web/components/discard-question';
import { Modal } from '@/web/components/modal';
import { useDiscardGuard } from '@/web/components/use-discard-guard';
import { EditProfileForm } from './edit-profile-form';

/**
 * Edit Profile in its dialog. Every way out asks before unsaved changes are lost, as New Post
 * does: Escape, the close button, the backdrop and Cancel (which closes at once when nothing was
 * changed, or every change was undone).
 */
export function EditProfileDialog({ user, onClose }: { user: PublicUser; onClose: () => void }) {
  const [dirty, setDirty] = useState(false);
  // Back from the question, editing goes on from the first field.
  const { confirming, requestClose, keepEditing, formArea } = useDiscardGuard({
    dirty,
    onClose,
    returnTo: 'input[name="firstName"]',
  });
  return (
    <Modal open onClose={requestClose} title="Edit Profile">
      {confirming && (
        <DiscardQuestion
          text="Discard your changes to your profile?"
          onDiscard={onClose}
          onBack={keepEditing}
        />
      )}
      {/* Hidden, not unmounted, while the question is up: what was typed stays. */}
      <div ref={formArea} hidden={confirming}>
        <EditProfileForm
          user={user}
          onDone={onClose}
          onCancel={requestClose}
          onDirtyChange={setDirty}
        />
      </div>
    </Modal>
  );
}

import { useEffect, useRef, useState } from 'react';
import type { Post } from '@/contract';
import { DiscardQuestion } from '@/web/components/discard-question';
import { useDiscardGuard } from '@/web/components/use-discard-guard';
import { Modal } from '@/web/components/modal';
import type { MediaChoice } from '../api/media-upload';
import { useCreatePost, useEditPost } from '../api/post-mutations';
import { postDraft } from '../lib/draft';
import { PostComposer } from './post-composer';
import { useSingleFlight } from '@/web/lib/use-single-flight';

interface ComposerModalProps {
  open: boolean;
  onClose: () => void;
  /** The post to edit; without it the dialog writes a new post. */
  post?: Post;
}

/** "Add a Post" (Create) or "Edit Post" (Update) in the shared dialog. */
export function ComposerModal({ open, ...props }: ComposerModalProps) {
  if (!open) return null;
  return props.post ? (
    <EditDialog {...props} post={props.post} />
  ) : (
    <CreateDialog onClose={props.onClose} />
  );
}

function CreateDialog({ onClose }: { onClose: () => void }) {
  const create = useCreatePost();
  // A new post starts from the draft, which is kept until it is posted or discarded.
  const [content, setContent] = useState(postDraft.read);
  const [media, setMedia] = useState<MediaChoice | null>(null);
  // The draft's picture comes from IndexedDB a moment later, unless one was picked meanwhile.
  const picked = useRef(false);
  useEffect(() => {
    let open = true;
    void postDraft.readMedia().then((kept) => {
      if (open && kept && !picked.current) setMedia(kept);
    });
    return () => {
      open = false;
    };
  }, []);
  const once = useSingleFlight();
  return (
    <ComposerDialog
      title="Add a Post"
      submitLabel="Create"
      content={content}
      onContentChange={(text) => {
        setContent(text);
        postDraft.write(text);
      }}
      media={media}
      onMediaChange={(choice) => {
        picked.current = true;
        setMedia(choice);
        postDraft.writeAlt(choice?.alt ?? '');
        // Typing a description changes the choice but not its file.
        if (choice?.file !== media?.file) void postDraft.writeMedia(choice);
      }}
      dirty={content.trim() !== '' || media !== null}
      pending={create.isPending}
      onSubmit={() =>
        once(() =>
          create.mutateAsync(
            { content, media },
            {
              onSuccess: () => {
                postDraft.clear();
                onClose();
              },
            },
          ),
        )
      }
      onClose={onClose}
      onDiscard={postDraft.clear}
      confirmText="Keep this post as a draft? It will be here the next time you open New Post."
      keepLabel="Keep draft"
    />
  );
}

function EditDialog({ onClose, post }: { onClose: () => void; post: Post }) {
  const edit = useEditPost(post._id);
  const [content, setContent] = useState(post.content);
  const [media, setMedia] = useState<MediaChoice | null>(
    post.mediaURL ? { url: post.mediaURL, alt: post.mediaAlt } : null,
  );
  const once = useSingleFlight();
  return (
    <ComposerDialog
      title="Edit Post"
      submitLabel="Update"
      content={content}
      onContentChange={setContent}
      media={media}
      onMediaChange={setMedia}
      dirty={
        content !== post.content ||
        (media?.url ?? '') !== post.mediaURL ||
        (media?.alt ?? '') !== post.mediaAlt
      }
      pending={edit.isPending}
      onSubmit={() => once(() => edit.mutateAsync({ content, media }, { onSuccess: onClose }))}
      onClose={onClose}
      confirmText="Discard your changes to this post?"
    />
  );
}

interface ComposerDialogProps extends React.ComponentProps<typeof PostComposer> {
  title: string;
  dirty: boolean;
  onClose: () => void;
  onDiscard?: () => void;
  confirmText: string;
  keepLabel?: string;
}

/** The dialog around the form: closing it with unsaved text asks first. */
function ComposerDialog({
  title,
  dirty,
  onClose,
  onDiscard,
  confirmText,
  keepLabel,
  ...form
}: ComposerDialogProps) {
  // Back from the question, the writing goes on where it stopped: in the text.
  const { confirming, requestClose, keepEditing, formArea } = useDiscardGuard({
    dirty,
    pending: form.pending,
    onClose,
    returnTo: 'textarea',
  });
  return (
    <Modal open onClose={requestClose} title={title}>
      {confirming ? (
        <DiscardQuestion
          text={confirmText}
          keepLabel={keepLabel}
          onKeep={onClose}
          onDiscard={() => {
            onDiscard?.();
            onClose();
          }}
          onBack={keepEditing}
        />
      ) : (
        <div ref={formArea}>
          <PostComposer {...form} />
        </div>
      )}
    </Modal>
  );
}

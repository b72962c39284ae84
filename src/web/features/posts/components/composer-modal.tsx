import { useEffect, useRef, useState } from 'react';
import type { Post } from '@/contract';
import { DiscardQuestion } from '@/web/components/discard-question';
import { useDiscardGuard } from '@/web/components/use-discard-guard';
import { Modal } from '@/web/components/modal';
import { choiceId } from '../api/media-upload';
import { useCreatePost, useEditPost, type PostInput } from '../api/post-mutations';
import { postDraft } from '../lib/draft';
import { PostComposer } from './post-composer';
import { useSingleFlight } from '@/web/lib/use-single-flight';

interface ComposerModalProps {
  open: boolean;
  onClose: () => void;
  /** The post to edit; without it the dialog writes a new post. */
  post?: Post;
  /** The post a new post quotes. */
  quoting?: Post;
}

/** "Add a Post" (Create) or "Edit Post" (Update) in the shared dialog. */
export function ComposerModal({ open, ...props }: ComposerModalProps) {
  if (!open) return null;
  return props.post ? (
    <EditDialog {...props} post={props.post} />
  ) : (
    <CreateDialog onClose={props.onClose} {...(props.quoting ? { quoting: props.quoting } : {})} />
  );
}

function CreateDialog({ onClose, quoting }: { onClose: () => void; quoting?: Post }) {
  const create = useCreatePost();
  // A new post starts from the draft, which is kept until it is posted or discarded.
  const [value, setValue] = useState<PostInput>(() => ({
    content: postDraft.read(),
    media: [],
    contentWarning: '',
    sensitive: false,
    allowQuotes: true,
    ...(quoting ? { quoting } : {}),
  }));
  // The draft's pictures come from IndexedDB a moment later, unless some were picked meanwhile.
  const picked = useRef(false);
  useEffect(() => {
    let open = true;
    void postDraft.readMedia().then((kept) => {
      if (open && kept.length > 0 && !picked.current)
        setValue((current) => ({ ...current, media: kept }));
    });
    return () => {
      open = false;
    };
  }, []);
  const once = useSingleFlight();
  return (
    <ComposerDialog
      title={quoting ? 'Quote a Post' : 'Add a Post'}
      submitLabel="Create"
      value={value}
      onChange={(next) => {
        if (next.content !== value.content) postDraft.write(next.content);
        if (next.media !== value.media) {
          picked.current = true;
          postDraft.writeAlts(next.media);
          // Typing a description changes the choices but not their files.
          if (!sameFiles(next.media, value.media)) void postDraft.writeMedia(next.media);
        }
        setValue(next);
      }}
      dirty={value.content.trim() !== '' || value.media.length > 0 || value.contentWarning !== ''}
      pending={create.isPending}
      onSubmit={() =>
        once(() =>
          create.mutateAsync(value, {
            onSuccess: () => {
              postDraft.clear();
              onClose();
            },
          }),
        )
      }
      onClose={onClose}
      onDiscard={postDraft.clear}
      confirmText="Keep this post as a draft? It will be here the next time you open New Post."
      keepLabel="Keep draft"
    />
  );
}

const sameFiles = (one: PostInput['media'], other: PostInput['media']) =>
  one.length === other.length && one.every((choice, index) => choice.file === other[index]?.file);

/** What the editor starts from: the post as it is. */
const inputOf = (post: Post): PostInput => ({
  content: post.content,
  media: post.media.map((item) => ({ id: choiceId(), url: item.url, alt: item.alt })),
  contentWarning: post.contentWarning,
  sensitive: post.sensitive,
  allowQuotes: post.allowQuotes,
});

/** Whether the editor's value differs from the post it started from. */
const changed = (value: PostInput, post: Post) =>
  value.content !== post.content ||
  value.allowQuotes !== post.allowQuotes ||
  value.contentWarning.trim() !== post.contentWarning ||
  (value.media.length > 0 && value.sensitive !== post.sensitive) ||
  value.media.length !== post.media.length ||
  value.media.some(
    (choice, index) =>
      choice.url !== post.media[index]?.url || (choice.alt ?? '') !== post.media[index]?.alt,
  );

function EditDialog({ onClose, post }: { onClose: () => void; post: Post }) {
  const edit = useEditPost(post._id);
  const [value, setValue] = useState(() => inputOf(post));
  const once = useSingleFlight();
  return (
    <ComposerDialog
      title="Edit Post"
      submitLabel="Update"
      value={value}
      onChange={setValue}
      dirty={changed(value, post)}
      pending={edit.isPending}
      onSubmit={() => once(() => edit.mutateAsync(value, { onSuccess: onClose }))}
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

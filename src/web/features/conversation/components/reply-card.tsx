import { memo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import type { Reply } from '@/contract';
import { Avatar } from '@/web/components/avatar';
import { paths } from '@/web/config/paths';
import { focusIfLost } from '@/web/lib/lost-focus';
import { formatFullDate, formatPostDate } from '@/web/lib/format-date';
import { useEditReply } from '../api/reply-mutations';
import { DeleteReplyDialog } from './delete-reply-dialog';
import { ListArticle, type ListPlace } from '@/web/components/list-article';
import { deleteChoice, OptionsMenu } from '@/web/components/options-menu';
import { RichText } from '@/web/components/rich-text';
import { PersonMenuSlot } from '@/web/components/person-menu-slot';
import { FilteredText } from '@/web/components/filtered-text';
import { ReplyComposer } from './reply-composer';
import { ReplyVotes } from './reply-votes';
import card from '@/web/components/card.module.css';
import styles from './reply-card.module.css';

interface ReplyCardProps extends ListPlace {
  reply: Reply;
  /** The reader's username ('' without a session). */
  me: string;
  /** Whether the reader wrote the post: they may delete any reply under it. */
  postIsMine: boolean;
}

/** One reply: who wrote it and when, its words with mentions, its votes and its menu. */
export const ReplyCard = memo(function ReplyCard(props: ReplyCardProps) {
  const { reply, me, postIsMine, position, setSize, offsetY, measureRef } = props;
  const [mode, setMode] = useState<'read' | 'edit' | 'delete'>('read');
  const menuButton = useRef<HTMLButtonElement>(null);
  const own = reply.username === me;
  // Out of an edit (saved or not), the focus goes back to the menu it came from, not the page,
  // unless it has moved on meanwhile (a slow save).
  const leaveEdit = () => {
    flushSync(() => setMode('read'));
    focusIfLost(menuButton.current);
  };
  const { author } = reply;
  const headingId = `reply-${reply._id}-author`;
  const profile = paths.profile.href(reply.username);

  return (
    <ListArticle
      {...{ position, setSize, offsetY, measureRef, headingId }}
      className={styles.card}
      itemId={reply._id}
    >
      <Link to={profile} tabIndex={-1} aria-hidden className={card.avatarLink}>
        <Avatar url={author.avatarUrl} alt="" size={40} />
      </Link>
      <div className={card.body}>
        <header className={`${card.header} ${styles.header}`}>
          <Link to={profile} className={`${card.author} ${styles.author}`}>
            <h3 id={headingId} className={card.name}>
              {author.firstName} {author.lastName}
            </h3>
            <span className={card.meta}>@{reply.username}</span>
          </Link>
          {reply.createdAt && (
            <time
              className={card.meta}
              dateTime={reply.createdAt}
              title={formatFullDate(reply.createdAt)}
            >
              {formatPostDate(reply.createdAt)}
            </time>
          )}
          {own ? (
            <OptionsMenu
              buttonRef={menuButton}
              onEdit={() => setMode('edit')}
              onDelete={() => setMode('delete')}
            />
          ) : (
            me && (
              <PersonMenuSlot
                person={reply.author}
                subject={{ targetType: 'reply', targetId: reply._id }}
                // The post's author may delete any reply under it.
                choices={postIsMine ? [deleteChoice(() => setMode('delete'))] : undefined}
              />
            )
          )}
        </header>
        {mode === 'edit' ? (
          <EditReply reply={reply} onDone={leaveEdit} />
        ) : (
          <FilteredText filtered={reply.filtered}>
            <RichText content={reply.text} mentions={reply.mentions} className={card.text} />
          </FilteredText>
        )}
        <ReplyVotes reply={reply} own={own} />
      </div>
      {mode === 'delete' && (
        <DeleteReplyDialog
          postId={reply.postId}
          replyId={reply._id}
          onClose={() => setMode('read')}
        />
      )}
    </ListArticle>
  );
});

function EditReply({ reply, onDone }: { reply: Reply; onDone: () => void }) {
  const edit = useEditReply(reply.postId, reply._id);
  return (
    <ReplyComposer
      label="Edit reply text"
      initialText={reply.text}
      submitLabel="Save"
      pending={edit.isPending}
      focusOnShow
      onCancel={onDone}
      onSubmit={(text) => edit.mutateAsync(text).then(onDone)}
    />
  );
}

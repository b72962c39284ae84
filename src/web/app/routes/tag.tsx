import { emptyListMessages, tagPageMessages } from '@/contract/page-messages';
import { tagOf } from '@/contract/hashtags';
import { useParams } from 'react-router';
import { Page, PageMessage } from '@/web/components/layout/page';
import { NewPostsPill } from '@/web/features/live';
import { PostsFeed } from '@/web/features/posts';
import { useNewTaggedPosts } from '@/web/features/tags';
import { notifyError } from '@/web/lib/notify';

/** /tags/{tag}: the posts carrying a tag, newest first. `#Murmur` and `#murmur` are one page. */
export function Component() {
  const raw = useParams().tag ?? '';
  const tag = tagOf(raw);
  if (tag === undefined)
    return (
      <Page title={tagPageMessages.title(raw)}>
        <PageMessage role="alert">{tagPageMessages.notATag}</PageMessage>
      </Page>
    );
  return <TagPosts key={tag} tag={tag} />;
}

/** A tag's list, its new posts counted on the feed's pill and put on top when it is pressed. */
function TagPosts({ tag }: { tag: string }) {
  const title = tagPageMessages.title(tag);
  const newPosts = useNewTaggedPosts(tag);
  const onShow = () => newPosts.show().then(() => window.scrollTo({ top: 0 }), notifyError);
  return (
    <Page title={title}>
      <NewPostsPill count={newPosts.count} onShow={() => void onShow()} />
      <PostsFeed
        list={{ kind: 'tag', tag }}
        label={title}
        emptyMessage={emptyListMessages.tagged}
      />
    </Page>
  );
}

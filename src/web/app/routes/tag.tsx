import { emptyListMessages, tagPageMessages } from '@/contract/page-messages';
import { tagOf } from '@/contract/hashtags';
import { useParams } from 'react-router';
import { Page, PageMessage } from '@/web/components/layout/page';
import { PostsFeed } from '@/web/features/posts';

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
  const title = tagPageMessages.title(tag);
  return (
    <Page title={title}>
      <PostsFeed
        key={tag}
        list={{ kind: 'tag', tag }}
        label={title}
        emptyMessage={emptyListMessages.tagged}
      />
    </Page>
  );
}

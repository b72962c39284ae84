import { apiPaths, type PostResponse } from '@/contract';
import { escapeMarkup, shortened } from './markup';
import type { PageMeta } from './page-head';
import {
  describePost,
  displayName,
  postArticle,
  postPath,
  previewPicture,
  profilePath,
  replyArticle,
} from './post-markup';
import { outcomeOf, type PublicOutcome, type VisitorReads } from './public-api';
import { publicDocument } from './public-document';

/** A post's public page: the post, its two newest replies, and how to log in to answer. */
export async function renderPostPage(
  read: VisitorReads,
  origin: string,
  postId: string,
): Promise<PublicOutcome<string>> {
  const outcome = outcomeOf(await read<PostResponse>(apiPaths.post(postId)));
  if (outcome.kind !== 'found') return outcome;
  const { post } = outcome.value;
  const path = postPath(post._id);
  const picture = previewPicture(post);
  const name = displayName(post.author);
  const quoted = shortened(post.contentWarning || post.content, 60);
  const page: PageMeta = {
    title: quoted ? `${name} on Murmur: “${quoted}”` : `${name} on Murmur`,
    description: describePost(post),
    canonical: origin + path,
    kind: 'article',
    image: picture && { url: origin + picture.path, alt: picture.alt, large: true },
  };
  const replies = post.comments.length
    ? `<section class="public-replies" aria-labelledby="replies-heading">
<h2 id="replies-heading" class="public-section-heading">Newest replies</h2>
${post.comments.map(replyArticle).join('\n')}
</section>`
    : '';
  const more = `<p class="public-note">Log in to like this post, reply to it or follow @${escapeMarkup(post.username)}. <a href="${escapeMarkup(profilePath(post.username))}">More from ${escapeMarkup(name)}</a></p>`;
  const main = [postArticle(post, { linked: false, headingTag: 'h1' }), more, replies].join('\n');
  return { kind: 'found', value: publicDocument(page, path, main) };
}

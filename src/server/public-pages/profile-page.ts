import { apiPaths, type PublicUser, type UserResponse } from '@/contract';
import { escapeMarkup, shortened } from './markup';
import type { PageMeta } from './page-head';
import { postListMarkup, readPostList } from './post-list';
import { displayName, profilePath } from './post-markup';
import { outcomeOf, type PublicOutcome, type VisitorReads } from './public-api';
import { loginHref, publicDocument } from './public-document';

/** A profile's RSS feed, beside its page. */
export const profileFeedPath = (username: string) => `${profilePath(username)}/rss`;

function profileHeader(user: PublicUser, path: string): string {
  const avatar = user.avatarUrl
    ? `<img class="public-avatar public-avatar-large" src="${escapeMarkup(user.avatarUrl)}" alt="" width="80" height="80">`
    : '';
  const bio = user.bio ? `<p class="public-text">${escapeMarkup(user.bio)}</p>` : '';
  const website = /^https?:\/\//i.test(user.website)
    ? `<p><a href="${escapeMarkup(user.website)}" rel="nofollow ugc noopener">${escapeMarkup(user.website)}</a></p>`
    : '';
  const count = (n: number, one: string, many: string) =>
    `<li><strong>${n}</strong> ${n === 1 ? one : many}</li>`;
  return `<section class="public-card public-profile" aria-labelledby="profile-heading">
${avatar}
<h1 id="profile-heading" class="public-profile-name">${escapeMarkup(displayName(user))} <span class="public-handle">@${escapeMarkup(user.username)}</span></h1>
${bio}${website}
<ul class="public-counts">${count(user.postCount, 'post', 'posts')}${count(user.followerCount, 'follower', 'followers')}${count(user.followingCount, 'following', 'following')}</ul>
<p class="public-login-actions"><a class="public-button public-button-primary" href="${escapeMarkup(loginHref(path))}">Follow<span class="visually-hidden">, log in to follow</span></a>
<a class="public-button" href="${escapeMarkup(profileFeedPath(user.username))}">RSS feed</a></p>
</section>`;
}

/** A person's public page: who they are, and their posts newest first, a page at a time. */
export async function renderProfilePage(
  read: VisitorReads,
  origin: string,
  username: string,
  cursor: string | undefined,
): Promise<PublicOutcome<string>> {
  const user = outcomeOf(await read<UserResponse>(apiPaths.user(username)));
  if (user.kind !== 'found') return user;
  const person = user.value.user;
  const posts = await readPostList(read, apiPaths.userPosts(person.username), cursor);
  if (posts.kind !== 'found') return posts;
  const path = profilePath(person.username);
  const name = displayName(person);
  const avatar = person.avatarUrl.startsWith('/media/') ? person.avatarUrl : undefined;
  const page: PageMeta = {
    title: `${name} (@${person.username}) · Murmur`,
    description: person.bio ? shortened(person.bio, 200) : `Posts by ${name} on Murmur.`,
    canonical: origin + path,
    kind: 'profile',
    image: avatar ? { url: origin + avatar, alt: '', large: false } : undefined,
    feed: { url: origin + profileFeedPath(person.username), title: `${name}'s posts` },
  };
  const main = [
    profileHeader(person, path),
    postListMarkup(posts.value, path, 'posts-heading', `Posts by ${name}`),
  ].join('\n');
  return { kind: 'found', value: publicDocument(page, path, main) };
}

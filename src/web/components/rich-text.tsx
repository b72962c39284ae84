import { Link } from 'react-router';
import { paths } from '@/web/config/paths';
import { linkify } from '@/contract/linkify';

/**
 * The words of a post or reply, line breaks kept: web addresses as links that open in a new tab,
 * @mentions of people who exist (`mentions`, from the server) as links to their profiles, and
 * #tags as links to their tag's page.
 */
export function RichText({
  content,
  mentions,
  className,
}: {
  content: string;
  mentions?: readonly string[];
  className: string | undefined;
}) {
  return (
    <p className={className}>
      {linkify(content, mentions).map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {part.text}
          </a>
        ) : part.kind === 'mention' ? (
          <Link key={index} to={paths.profile.href(part.username)}>
            {part.text}
          </Link>
        ) : part.kind === 'tag' ? (
          <Link key={index} to={paths.tag.href(part.tag)}>
            {part.text}
          </Link>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}

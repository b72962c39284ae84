import { linkify } from '../lib/linkify';

/** The post's words, line breaks kept, web addresses as links that open in a new tab. */
export function PostText({
  content,
  className,
}: {
  content: string;
  className: string | undefined;
}) {
  return (
    <p className={className}>
      {linkify(content).map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}

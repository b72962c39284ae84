/** The settings of the mail the server sends (docs/configuration.md, Mail). */
export interface MailConfig {
  /** SMTP_URL: smtp:// or smtps://, with the account in it; unset writes mail to the log. */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the sender of every mail, an address or `Name <address>`. */
  from: string;
  /** PUBLIC_URL: the instance's address as its people reach it, for the links in mail. */
  publicUrl: string;
  /** REQUIRE_VERIFIED_EMAIL: accounts whose address is not confirmed may not post or reply. */
  requireVerifiedEmail: boolean;
}

const address = /^[^\s@<>]+@[^\s@<>]+$/;
const named = /^[^<>]*<([^\s@<>]+@[^\s@<>]+)>$/;

function parsedUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

export function readMailConfig(
  value: (name: string) => string | undefined,
  problems: string[],
  port: number,
): MailConfig {
  const smtpUrl = value('SMTP_URL');
  const smtp = smtpUrl === undefined ? undefined : parsedUrl(smtpUrl);
  if (
    smtpUrl !== undefined &&
    (!smtp || !['smtp:', 'smtps:'].includes(smtp.protocol) || !smtp.hostname)
  )
    // The URL may carry a password: it is not repeated.
    problems.push('SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:pass@host:587');

  const from = value('MAIL_FROM') ?? 'Murmur <murmur@localhost>';
  if (!address.test(from) && !named.test(from))
    problems.push(`MAIL_FROM must be an address or "Name <address>" (got "${from}")`);

  const publicText = value('PUBLIC_URL') ?? `http://localhost:${port}`;
  const publicUrl = parsedUrl(publicText);
  const publicOk =
    !!publicUrl &&
    ['http:', 'https:'].includes(publicUrl.protocol) &&
    !publicUrl.search &&
    !publicUrl.hash;
  if (!publicOk)
    problems.push(
      `PUBLIC_URL must be the http:// or https:// address people open, such as https://murmur.example (got "${publicText}")`,
    );

  const requireText = value('REQUIRE_VERIFIED_EMAIL')?.toLowerCase() ?? 'false';
  const requireVerifiedEmail = ['1', 'true', 'yes', 'on'].includes(requireText);
  if (!requireVerifiedEmail && !['0', 'false', 'no', 'off'].includes(requireText))
    problems.push(`REQUIRE_VERIFIED_EMAIL must be true or false (got "${requireText}")`);

  return {
    smtpUrl,
    from,
    // Links are made by appending paths: no trailing slash.
    publicUrl: publicText.replace(/\/+$/, ''),
    requireVerifiedEmail,
  };
}

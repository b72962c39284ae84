/** The settings of what each account may upload and post. */
export interface MediaConfig {
  /** MEDIA_QUOTA_PER_ACCOUNT_MB in bytes: one account's uploads past it answer 507. */
  accountMediaQuotaBytes: number;
  /** REQUIRE_ALT_TEXT: a picture or video without a description is refused. */
  requireAltText: boolean;
}

const mb = 1024 * 1024;

export function readMediaConfig(
  value: (name: string) => string | undefined,
  problems: string[],
): MediaConfig {
  const quotaText = value('MEDIA_QUOTA_PER_ACCOUNT_MB') ?? '1024';
  const quota = /^\d{1,9}$/.test(quotaText) ? Number(quotaText) : 0;
  if (quota < 1)
    problems.push(
      `MEDIA_QUOTA_PER_ACCOUNT_MB must be a whole number from 1 to 999999999 (got "${quotaText}")`,
    );
  const altText = value('REQUIRE_ALT_TEXT')?.toLowerCase() ?? 'false';
  const requireAltText = ['1', 'true', 'yes', 'on'].includes(altText);
  if (!requireAltText && !['0', 'false', 'no', 'off'].includes(altText))
    problems.push(`REQUIRE_ALT_TEXT must be true or false (got "${altText}")`);
  return { accountMediaQuotaBytes: (quota || 1024) * mb, requireAltText };
}

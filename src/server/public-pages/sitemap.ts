import type { UsersPort } from '@/backend/store/port';
import { escapeXml } from './markup';
import { profilePath } from './post-markup';

/**
 * Accounts per sitemap: fewer than the 50,000 addresses sitemaps.org allows, so that one answer
 * stays near a megabyte (docs/architecture.md: no answer past 2 MB).
 */
export const sitemapBlock = 10_000;

/** /robots.txt: everything may be crawled but the API and the app's own screens; the sitemap. */
export function robotsText(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /settings',
    'Disallow: /notifications',
    'Disallow: /mock',
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export const sitemapPagePath = (block: number) => `/sitemaps/profiles-${block}.xml`;

/**
 * /sitemap.xml: an index of one sitemap per block of accounts in the order they were made.
 * It costs one look at the newest account's number, however many there are; a block whose
 * accounts are all private or gone is a sitemap with fewer addresses, or none.
 */
export async function sitemapIndex(users: UsersPort, origin: string): Promise<string> {
  const last = await users.lastNumber();
  const blocks = Math.max(1, Math.ceil(last / sitemapBlock));
  const entries = Array.from(
    { length: blocks },
    (_, block) => `<sitemap><loc>${escapeXml(origin + sitemapPagePath(block))}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries.join('\n')}
</sitemapindex>
`;
}

/** One block's sitemap: the public profiles among its accounts, one range of their numbers. */
export async function sitemapPage(
  users: UsersPort,
  origin: string,
  block: number,
  at: Date,
): Promise<string> {
  const from = block * sitemapBlock + 1;
  const rows = await users.publicProfiles({ from, to: from + sitemapBlock, at });
  const entries = rows.map(
    (row) =>
      `<url><loc>${escapeXml(origin + profilePath(row.username))}</loc><lastmod>${escapeXml(new Date(row.updatedAt).toISOString())}</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries.join('\n')}
</urlset>
`;
}

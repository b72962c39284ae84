const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const fullDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short' });

/** A post's date, as every list shows it: "Nov 21, 2026" (docs/product.md, the frame). */
export const formatPostDate = (timestamp: string) => shortDate.format(new Date(timestamp));

/** The full date and time, for a hover title. */
export const formatFullDate = (timestamp: string) => fullDate.format(new Date(timestamp));

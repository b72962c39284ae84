/** A count as people read it, with thousands grouped ("1,527"), in the app's one language. */
const grouped = new Intl.NumberFormat('en-US');

export const formatCount = (count: number): string => grouped.format(count);

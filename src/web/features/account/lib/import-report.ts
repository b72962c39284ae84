import type { ImportReport, ImportType } from '@/contract/account-data';

const words: Record<ImportType, { done: string; already: string; refused: string }> = {
  following: { done: 'Followed', already: 'already followed', refused: 'not allowed (a block)' },
  blocks: { done: 'Blocked', already: 'already blocked', refused: 'not allowed' },
  mutes: { done: 'Muted', already: 'already muted', refused: 'not allowed' },
};

const people = (count: number) => `${count} ${count === 1 ? 'person' : 'people'}`;

/** The lines named, and how many more there were than the report names. */
function named({ count, lines }: ImportReport['notFound']) {
  const more = count - lines.length;
  return `${lines.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}

/** What an import did, in one sentence: "Followed 12 people; 3 already followed; 2 not found: a@b, c". */
export function importReportText(report: ImportReport): string {
  const word = words[report.type];
  const parts = [`${word.done} ${people(report.done)}`];
  if (report.already > 0) parts.push(`${report.already} ${word.already}`);
  if (report.notFound.count > 0)
    parts.push(`${report.notFound.count} not found: ${named(report.notFound)}`);
  if (report.refused.count > 0)
    parts.push(`${report.refused.count} ${word.refused}: ${named(report.refused)}`);
  return `${parts.join('; ')}.`;
}

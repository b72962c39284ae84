/**
 * What the polite status says of a list of people: how many the first page found, "or more" when
 * the server has further pages (it does not count them), or that no one matched.
 */
export function peopleCountMessage(count: number, more: boolean, search: string): string {
  if (count === 0) return search ? `No one matches “${search}”` : 'No one else is here yet';
  const people = `${count}${more ? ' or more' : ''} ${count === 1 && !more ? 'person' : 'people'}`;
  return search ? `${people} found` : people;
}

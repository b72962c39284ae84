import { describe, expect, it } from 'vitest';
import { matchUsers } from './match-users';

const people = [
  { firstName: 'Maya', username: 'maya.clay' },
  { firstName: 'Tariq', username: 'tariq.codes' },
  { firstName: 'Amara', username: 'amara_grows' },
  { firstName: 'Guest', username: 'guest' },
];
const names = (list: { username: string }[]) => list.map((user) => user.username);

describe('matchUsers', () => {
  it('lists everyone but the current user when nothing is typed', () => {
    expect(names(matchUsers(people, '  ', 'guest'))).toEqual([
      'maya.clay',
      'tariq.codes',
      'amara_grows',
    ]);
  });

  it('matches a part of the first name whatever its case', () => {
    expect(names(matchUsers(people, 'MAR', 'guest'))).toEqual(['amara_grows']);
    expect(names(matchUsers(people, 'ay', 'guest'))).toEqual(['maya.clay']);
  });

  it('matches a part of the username too', () => {
    expect(names(matchUsers(people, '.codes', 'guest'))).toEqual(['tariq.codes']);
    expect(names(matchUsers(people, '_GROWS', 'guest'))).toEqual(['amara_grows']);
  });

  it('never lists the current user, even by their own name', () => {
    expect(names(matchUsers(people, 'guest', 'guest'))).toEqual([]);
    expect(names(matchUsers(people, 'maya', 'maya.clay'))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { serverOrder, writersPerServer } from './servers';

describe('serverOrder', () => {
  it('gives each writer its own server first and every other one after', () => {
    expect(serverOrder(0, 2)).toEqual([0, 1]);
    expect(serverOrder(1, 2)).toEqual([1, 0]);
    expect(serverOrder(5, 3)).toEqual([2, 0, 1]);
  });

  it('leaves a lone server to every writer', () => {
    expect(serverOrder(7, 1)).toEqual([0]);
  });

  it('refuses a count of servers that is not a positive whole number', () => {
    expect(() => serverOrder(0, 0)).toThrow(/at least one server \(got 0\)/);
    expect(() => serverOrder(0, 1.5)).toThrow(/got 1.5/);
  });
});

describe('writersPerServer', () => {
  it('spreads the writers evenly, the first servers taking the odd ones', () => {
    expect(writersPerServer(8, 2)).toEqual([4, 4]);
    expect(writersPerServer(7, 3)).toEqual([3, 2, 2]);
  });
});

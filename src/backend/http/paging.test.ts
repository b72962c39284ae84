import { describe, expect, it } from 'vitest';
import { paging } from '@/contract';
import { withinAnswerBudget } from './paging';

describe('withinAnswerBudget', () => {
  it('builds a list of unusually large items again with fewer, until it fits 2 MB', async () => {
    const asked: number[] = [];
    const body = await withinAnswerBudget(100, (limit) => {
      asked.push(limit);
      return Promise.resolve({ items: Array.from({ length: limit }, () => 'é'.repeat(25_000)) });
    });
    const bytes = new TextEncoder().encode(JSON.stringify(body)).length;
    expect(bytes).toBeLessThanOrEqual(paging.maxAnswerBytes);
    expect(body.items.length).toBeGreaterThan(10);
    expect(asked[0]).toBe(100);
  });

  it('builds a small page once, unmeasured', async () => {
    let builds = 0;
    await withinAnswerBudget(20, () => Promise.resolve(++builds));
    expect(builds).toBe(1);
  });
});

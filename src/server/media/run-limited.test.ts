import { describe, expect, it } from 'vitest';
import { runLimited } from './run-limited';

/** A task that runs until the test lets it finish. */
function heldTask(log: string[], name: string) {
  let finish!: () => void;
  const held = new Promise<void>((resolve) => (finish = resolve));
  return {
    task: async () => {
      log.push(`start ${name}`);
      await held;
      return name;
    },
    finish,
  };
}

describe('runLimited', () => {
  it('runs at most the limit at once and the rest in the order they came', async () => {
    const run = runLimited(2);
    const log: string[] = [];
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => heldTask(log, name));
    const results = [a!, b!, c!, d!].map(({ task }) => run(task));
    await Promise.resolve();
    expect(log).toEqual(['start a', 'start b']);
    b!.finish();
    await expect(results[1]).resolves.toBe('b');
    await expect.poll(() => log).toEqual(['start a', 'start b', 'start c']);
    a!.finish();
    c!.finish();
    d!.finish();
    await expect(Promise.all(results)).resolves.toEqual(['a', 'b', 'c', 'd']);
    expect(log).toEqual(['start a', 'start b', 'start c', 'start d']);
  });

  it('frees the place of a task that fails', async () => {
    const run = runLimited(1);
    await expect(run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    await expect(run(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});

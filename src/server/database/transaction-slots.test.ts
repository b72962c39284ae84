import { describe, expect, it } from 'vitest';
import { transactionSlots } from './transaction-slots';

/** A task that stays running until its test lets it finish. */
function heldTask(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const task = async () => {
    log.push(`start ${name}`);
    await done;
    log.push(`end ${name}`);
    return name;
  };
  return { task, finish };
}

/** Lets every pending promise callback run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('transactionSlots', () => {
  it('runs at most as many tasks at once as it has slots, the rest in the order they came', async () => {
    const inSlot = transactionSlots(2);
    const log: string[] = [];
    const tasks = ['a', 'b', 'c', 'd'].map((name) => heldTask(log, name));
    const answers = tasks.map(({ task }) => inSlot(task));
    await settle();
    expect(log).toEqual(['start a', 'start b']);

    tasks[1]!.finish();
    await settle();
    expect(log).toEqual(['start a', 'start b', 'end b', 'start c']);

    tasks[0]!.finish();
    await settle();
    expect(log.slice(4)).toEqual(['end a', 'start d']);

    tasks[2]!.finish();
    tasks[3]!.finish();
    expect(await Promise.all(answers)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('frees the slot of a task that fails, and passes its error on', async () => {
    const inSlot = transactionSlots(1);
    const failing = inSlot(() => Promise.reject(new Error('refused')));
    const next = inSlot(() => Promise.resolve('ran'));
    await expect(failing).rejects.toThrow('refused');
    expect(await next).toBe('ran');
  });
});

import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryOf, processTree, watchHeldMemory } from './process-stats';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

/** A node process that holds about `mb` MB of its own memory until killed. */
function holder(mb: number) {
  const child = spawn(
    process.execPath,
    ['-e', `globalThis.kept = Buffer.alloc(${mb} * 1024 * 1024, 1); setInterval(() => {}, 1000);`],
    { stdio: 'ignore' },
  );
  children.push(child);
  return child;
}

/** Resolves once check() holds, polling; fails after the timeout. */
async function until(check: () => boolean, timeoutMs = 10_000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((done) => setTimeout(done, 50));
  }
}

/** A spawned process's pid (undefined only when the spawn failed). */
function pidOf(child: ChildProcess): number {
  if (child.pid === undefined) throw new Error('The process did not start');
  return child.pid;
}

const mbOf = (text: string) => Number(/^(\d+) MB$/.exec(text)?.[1]);

describe('the scale bench /proc readings', () => {
  it('finds a process and its children, and sums their resident memory', async () => {
    const child = holder(64);
    await until(() => mbOf(memoryOf(pidOf(child), 'VmRSS')) >= 64);
    expect(processTree(process.pid)).toContain(pidOf(child));
    expect(processTree(pidOf(child))).toEqual([pidOf(child)]);
    expect(memoryOf(process.pid, 'VmRSS')).toMatch(/^\d+ MB$/);
  });

  it("counts a process's own pages and its mapped files once", async () => {
    const child = holder(64);
    await until(() => mbOf(memoryOf(pidOf(child), 'VmRSS')) >= 64);
    const held = watchHeldMemory(pidOf(child));
    try {
      held.startScenario();
      await until(() => Number(held.scenarioPeakMb()) >= 64);
      // One process: what it holds is its RSS, give or take what changed between the readings.
      const rss = mbOf(memoryOf(pidOf(child), 'VmRSS'));
      expect(Math.abs(Number(held.peakMb()) - rss)).toBeLessThan(8);
      expect(held.processes).toBe(1);
    } finally {
      held.stop();
    }
  });

  it("counts a cluster's node binary once, not once per process", async () => {
    // A parent holding 32 MB with two children holding 32 MB each, as a primary and its workers.
    // A child ends once its parent has (afterEach kills the parent, whatever the test did).
    const worker =
      'globalThis.kept = Buffer.alloc(32 * 1024 * 1024, 1);' +
      'const parent = process.ppid; setInterval(() => process.ppid !== parent && process.exit(), 100);';
    const primary =
      'globalThis.kept = Buffer.alloc(32 * 1024 * 1024, 1); setInterval(() => {}, 1000);';
    const parent = spawn(
      process.execPath,
      [
        '-e',
        `const { spawn } = require('node:child_process');
        for (let i = 0; i < 2; i++) spawn(process.execPath, ['-e', ${JSON.stringify(worker)}], { stdio: 'ignore' });
        ${primary}`,
      ],
      { stdio: 'ignore' },
    );
    children.push(parent);
    await until(() => processTree(pidOf(parent)).length === 3);
    await until(() => mbOf(memoryOf(pidOf(parent), 'VmRSS')) >= 96);
    const held = watchHeldMemory(pidOf(parent));
    try {
      await until(() => Number(held.peakMb()) >= 96);
      const summedRss = mbOf(memoryOf(pidOf(parent), 'VmRSS'));
      expect(held.processes).toBe(3);
      // Node's own mapped files are tens of MB: summed RSS counts them three times.
      expect(summedRss - Number(held.peakMb())).toBeGreaterThan(20);
    } finally {
      held.stop();
    }
  });

  it('reads a process that is gone as unknown', async () => {
    const child = holder(1);
    await until(() => mbOf(memoryOf(pidOf(child), 'VmRSS')) > 0);
    child.kill('SIGKILL');
    await new Promise((done) => child.once('exit', done));
    expect(memoryOf(pidOf(child), 'VmRSS')).toBe('unknown');
  });
});

// The server's processes as /proc shows them (Linux), for the benchmarks (bench/scale): its
// process tree, memory and CPU time, summed over a cluster's processes with WORKERS.
import { readdirSync, readFileSync } from 'node:fs';

/**
 * The server's processes: the one started and, with WORKERS > 1, its cluster workers (found by
 * their parent in /proc).
 */
export function processTree(pid: number): number[] {
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false; // it ended while we looked
      }
    })
    .map(Number);
  return [pid, ...children];
}

/**
 * A line of /proc/<pid>/status, e.g. VmHWM (peak resident set) or VmRSS, in MB, summed over the
 * server's processes (for peaks, a sum of each one's own: at most what they held at once).
 */
export function memoryOf(pid: number, field: string): string {
  try {
    const kb = processTree(pid).reduce((sum, each) => {
      const line = readFileSync(`/proc/${each}/status`, 'utf8')
        .split('\n')
        .find((l) => l.startsWith(`${field}:`));
      const kb = /(\d+)/.exec(line ?? '')?.[1];
      if (kb === undefined) throw new Error(`No ${field} for ${each}`);
      return sum + Number(kb);
    }, 0);
    return `${(kb / 1024).toFixed(0)} MB`;
  } catch {
    return 'unknown';
  }
}

export interface HeldMemory {
  /** The most processes seen at once. */
  readonly processes: number;
  peakMb(): string;
  /** Starts a scenario's peak afresh, and finds the processes again (a cluster's workers). */
  startScenario(): void;
  /** The largest seen since startScenario (the server's RSS while it ran, for one process). */
  scenarioPeakMb(): string;
  stop(): void;
}

/**
 * The memory a cluster (WORKERS) really holds, sampled every 250 ms while it runs: each process's
 * own pages (RssAnon and RssShmem) and the files they map counted once (the largest RssFile: the
 * workers run one node binary and one set of libraries, which VmHWM summed counts once per
 * process). For one process it is its RSS. peakMb() is the largest sum seen.
 */
export function watchHeldMemory(pid: number): HeldMemory {
  let peakKb = 0;
  let scenarioPeakKb = 0;
  let processes = 0;
  // Finding the processes reads every /proc entry, which would hold up the load generator's
  // requests: that is done at the start and between scenarios (startScenario) only.
  let tree = processTree(pid);
  const field = (status: string, name: string) =>
    Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
  const sample = () => {
    let own = 0;
    let files = 0;
    for (const each of tree) {
      try {
        const status = readFileSync(`/proc/${each}/status`, 'utf8');
        own += field(status, 'RssAnon') + field(status, 'RssShmem');
        files = Math.max(files, field(status, 'RssFile'));
      } catch {
        // it ended while we looked
      }
    }
    processes = Math.max(processes, tree.length);
    peakKb = Math.max(peakKb, own + files);
    scenarioPeakKb = Math.max(scenarioPeakKb, own + files);
  };
  const timer = setInterval(sample, 250);
  return {
    get processes() {
      return processes;
    },
    peakMb: () => (peakKb / 1024).toFixed(0),
    startScenario: () => {
      tree = processTree(pid);
      scenarioPeakKb = 0;
    },
    scenarioPeakMb: () => (scenarioPeakKb / 1024).toFixed(0),
    stop: () => clearInterval(timer),
  };
}

/**
 * The CPU time the server's processes have used, user and system, in clock ticks (/proc/<pid>/stat
 * fields 14 and 15). Divided by the requests served it gives the server's cost of one, a figure
 * that a busy machine disturbs far less than req/s, which also counts the time spent waiting for
 * a core.
 */
export function cpuTicksOf(pid: number): number {
  try {
    return processTree(pid).reduce((sum, each) => {
      const stat = readFileSync(`/proc/${each}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return sum + Number(fields[11]) + Number(fields[12]);
    }, 0);
  } catch {
    return Number.NaN;
  }
}
/** Linux's USER_HZ is 100 on every common architecture. */
export const msPerTick = 10;

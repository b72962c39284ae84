// npm run bench: the sample bench (sample/main.ts) by default; with --scale or BENCH_MODE=scale,
// the scale bench on a world made by npm run seed:scale (scale/main.ts). docs/benchmarks.md.
import { runMain } from './support/settings';

const scale = process.argv.includes('--scale') || process.env.BENCH_MODE === 'scale';
await runMain('bench', async () => {
  if (scale) return (await import('./scale/main')).runScaleBench();
  return (await import('./sample/main')).runSampleBench();
});

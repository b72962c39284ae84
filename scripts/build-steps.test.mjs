import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serverNodeFlags } from './build-steps.mjs';

describe('the server flags', () => {
  it('are those npm start runs the server with, so that the benchmarks measure what ships', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8'));
    expect(scripts.start).toBe(`node ${serverNodeFlags.join(' ')} scripts/start.mjs`);
  });
});

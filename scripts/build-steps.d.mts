// The types of build-steps.mjs, for the benchmarks in bench/ (TypeScript) that build through it.

export const serverOutDir: string;
export const serverEntry: string;
export const serverNodeFlags: string[];

/** Builds the web app into outDir unless an up-to-date build of that kind is there. */
export function ensureWebBuild(options: {
  outDir: string;
  backend: 'server' | 'browser';
  env?: Record<string, string>;
  force?: boolean;
}): boolean;

/** Builds the Node host into dist-server/ unless it is up to date. */
export function ensureServerBuild(options?: { force?: boolean }): boolean;

// The types of chromium.mjs, for playwright.config.ts and the benchmarks in bench/ (TypeScript).

export const chromiumPath: string;
export const chromiumFlags: readonly string[];

// The types of generous-limits.mjs, for the benchmarks in bench/ (TypeScript).

export const generousWriteLimits: Readonly<Record<string, string>>;
export const generousAddressLimits: Readonly<Record<string, string>>;

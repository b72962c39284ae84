import { parentScopeOf } from '@/contract';

/** The scopes of a request's scope parameter, or undefined when one is unknown. Empty: read. */
export function parseScopes(text: string | undefined): string[] | undefined {
  const scopes = [...new Set((text ?? '').split(/[\s+]+/).filter(Boolean))];
  if (scopes.length === 0) return ['read'];
  return scopes.every((scope) => parentScopeOf(scope) !== undefined) ? scopes : undefined;
}

/** Whether every scope asked for is among those allowed (each, or its parent). */
export function withinScopes(asked: readonly string[], allowed: readonly string[]): boolean {
  return asked.every(
    (scope) => allowed.includes(scope) || allowed.includes(parentScopeOf(scope) ?? ''),
  );
}

/**
 * What an endpoint asks of a token: one of `any` (a parent scope or a granular one), named in a
 * refusal by `name`.
 */
export interface ScopeNeed {
  name: string;
  any: readonly string[];
}

export const grants = (granted: readonly string[], need: ScopeNeed) =>
  need.any.some((scope) => granted.includes(scope));

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

/** Follows, blocks and mutes may also be made and read with Mastodon's follow scope. */
const followAreas = new Set(['follows', 'blocks', 'mutes']);

/**
 * What a call in one area of the API asks of a token: its parent scope or the area's granular
 * one (read:statuses for a read of posts), `also` any other that Mastodon lets in there.
 */
export function scopeNeed(
  parent: 'read' | 'write',
  area?: string,
  also: readonly string[] = [],
): ScopeNeed {
  const any = [parent, ...(area ? [`${parent}:${area}`] : []), ...also];
  if (area && followAreas.has(area)) any.push('follow');
  return { name: parent, any };
}

import type { Context, MiddlewareHandler } from 'hono';
import { withAnswerHeaders } from './answer-headers';

/** A year, subdomains included: the usual value, and what browsers' preload lists ask for. */
export const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

/**
 * Whether the client reached us over HTTPS. The Node host itself speaks plain HTTP, so that is
 * known only from X-Forwarded-Proto, and only believed behind trustedHops proxies (TRUST_PROXY):
 * otherwise anyone could write it. Each proxy appends the scheme it was reached by, so the
 * client-facing one's entry is trustedHops from the right.
 */
export function cameOverHttps(c: Context, trustedHops: number): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  if (trustedHops <= 0) return false;
  const schemes = (c.req.header('x-forwarded-proto') ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
  return schemes[Math.max(0, schemes.length - trustedHops)] === 'https';
}

/**
 * Strict-Transport-Security on answers that went out over HTTPS only: browsers ignore it over
 * plain HTTP, and sending it there would say nothing true.
 */
export function addStrictTransportSecurity(trustedHops: number): MiddlewareHandler {
  const headers = [['Strict-Transport-Security', strictTransportSecurity]] as const;
  return (c, next) =>
    cameOverHttps(c, trustedHops) ? withAnswerHeaders(c, next, headers) : next();
}

import type { MiddlewareHandler } from 'hono';
import { withAnswerHeaders } from './answer-headers';

/**
 * Only this origin's scripts, styles and media; no plugins, no framing. data: images and media
 * are allowed because the browser host's posts and a preview before upload use data URLs. Style
 * attributes (never style elements) are allowed for the pre-rendered first page: a picture's box
 * takes its measured shape and BlurHash from one, and without it the box changed shape when the
 * app took over, repainting the largest picture seconds late.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "img-src 'self' data:",
  "media-src 'self' data:",
  "style-src 'self'",
  "style-src-attr 'unsafe-inline'",
  "script-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Murmur uses none of these browser features, so no page of ours (or script that got into one)
 * may ask for them. Only features Chromium knows: it logs a warning on every page for any other
 * (Web Bluetooth has no policy name there).
 */
export const permissionsPolicy = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'interest-cohort=()',
  'browsing-topics=()',
].join(', ');

export const securityHeaders: Record<string, string> = {
  'Content-Security-Policy': contentSecurityPolicy,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  // Other sites may not embed our answers (uploads included) as images, scripts or the like.
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Permissions-Policy': permissionsPolicy,
};

const securityHeaderEntries = Object.entries(securityHeaders);

/** Sets the headers on every answer: pages, files, media and the API alike. */
export const addSecurityHeaders: MiddlewareHandler = (c, next) =>
  withAnswerHeaders(c, next, securityHeaderEntries);

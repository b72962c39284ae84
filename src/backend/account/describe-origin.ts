import Bowser from 'bowser';
import type { SessionOrigin } from './session-origin';

/** Where no agent came, or none that names a browser or a system. */
export const unknownDevice = 'Unknown device';

/** A phone's or tablet's model says more than its system ("Safari on iPhone"). */
const appleModels = new Set(['iPhone', 'iPad', 'iPod']);

/** The browser and system a User-Agent names: "Firefox on Windows", "Safari on iPhone". */
export function deviceOf(userAgent: string | null): string {
  if (!userAgent?.trim()) return unknownDevice;
  const parser = Bowser.getParser(userAgent);
  const browser = parser.getBrowserName() || undefined;
  const model = parser.getPlatform().model;
  const system = model && appleModels.has(model) ? model : parser.getOSName() || undefined;
  if (browser && system) return `${browser} on ${system}`;
  if (system) return `Unknown browser on ${system}`;
  return browser ?? unknownDevice;
}

/** An IPv4 client that reached an IPv6 socket is shown as its IPv4 address. */
const mappedIpv4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * The Node host's description of a session's origin: the device from its User-Agent (bowser,
 * which only the Node host loads: the demo's first load has no room for it) and its address.
 */
export function describeOrigin({ userAgent, address }: SessionOrigin) {
  return { device: deviceOf(userAgent), address: address?.replace(mappedIpv4, '$1') ?? null };
}

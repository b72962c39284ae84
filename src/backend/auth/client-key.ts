/** The eight 16-bit groups of an IPv6 address (an embedded IPv4 tail included), if it is one. */
function ipv6Groups(text: string): number[] | undefined {
  let address = text;
  const tail: number[] = [];
  const v4 = /^(.*:)(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(address);
  if (v4) {
    const bytes = v4.slice(2).map(Number);
    if (bytes.some((byte) => byte > 255)) return undefined;
    tail.push(bytes[0]! * 256 + bytes[1]!, bytes[2]! * 256 + bytes[3]!);
    address = v4[1]!.endsWith('::') ? v4[1]! : v4[1]!.slice(0, -1);
  }
  const halves = address.split('::');
  if (halves.length > 2) return undefined;
  const parse = (part: string | undefined) => (part ? part.split(':') : []);
  const head = parse(halves[0]);
  const rest = [...parse(halves[1]), ...tail.map((group) => group.toString(16))];
  if (![...head, ...rest].every((group) => /^[0-9a-f]{1,4}$/.test(group))) return undefined;
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const zeros = Array.from({ length: Math.max(0, missing) }, () => '0');
  return [...head, ...zeros, ...rest].map((group) => parseInt(group, 16));
}

/**
 * The part of a client address that the limits count by. An IPv6 client usually holds a whole
 * /64 and could rotate through it, so IPv6 addresses count by their /64 prefix; an IPv4-mapped
 * IPv6 address (::ffff:10.0.0.1) is its IPv4 address. Anything else is kept as it is.
 */
export function clientKey(address: string): string {
  let text = address.trim().toLowerCase();
  const bracketed = /^\[([^\]]*)\]/.exec(text);
  if (bracketed) text = bracketed[1]!;
  text = text.replace(/%.*$/, ''); // a zone index (fe80::1%eth0)
  if (!text.includes(':')) return text;
  const groups = ipv6Groups(text);
  if (!groups) return text;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff)
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

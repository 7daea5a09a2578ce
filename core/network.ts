/**
 * The network of a client address: what limits count by (ADR 0028). One IPv4 address is one
 * client (an office or a carrier NAT shares it, and nothing narrower can be seen). An IPv6 /64 is
 * one client: a home, a phone or a server is given a whole /64 and picks addresses from it at will
 * (privacy extensions change them daily), so counting exact IPv6 addresses would let one machine
 * make 2^64 fresh ones. An IPv4 address written as IPv6 (IPv4-mapped `::ffff:a.b.c.d`) is the IPv4
 * address.
 *
 * Keys are canonical text: `203.0.113.7` and `2001:db8:1:2::/64`, so that every spelling of one
 * address (leading zeros, compressed or not, upper case, a zone id, brackets) gives one key.
 */

/** The parsed address: four numbers for IPv4, eight 16-bit groups for IPv6. */
type Parsed = { v: 4; parts: number[] } | { v: 6; groups: number[] };

function parseIpv4(text: string): number[] | null {
  const parts = text.split(".");
  if (parts.length !== 4) return null;
  const numbers: number[] = [];
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return null;
    const n = Number(part);
    if (n > 255) return null;
    numbers.push(n);
  }
  return numbers;
}

function parseGroups(text: string): number[] | null {
  if (text === "") return [];
  const groups: number[] = [];
  for (const group of text.split(":")) {
    if (!/^[0-9a-f]{1,4}$/.test(group)) return null;
    groups.push(parseInt(group, 16));
  }
  return groups;
}

function parseIpv6(text: string): number[] | null {
  let body = text;
  // An embedded IPv4 tail (`::ffff:192.0.2.1`, `64:ff9b::192.0.2.1`) is the last two groups.
  const lastColon = body.lastIndexOf(":");
  const tail = body.slice(lastColon + 1);
  if (tail.includes(".")) {
    const v4 = parseIpv4(tail);
    if (!v4) return null;
    body = `${body.slice(0, lastColon + 1)}${((v4[0] << 8) | v4[1]).toString(16)}:${((v4[2] << 8) | v4[3]).toString(16)}`;
  }
  const halves = body.split("::");
  if (halves.length > 2) return null;
  if (halves.length === 1) {
    const groups = parseGroups(body);
    return groups && groups.length === 8 ? groups : null;
  }
  const head = parseGroups(halves[0]);
  const rest = parseGroups(halves[1]);
  if (!head || !rest || head.length + rest.length > 7) return null;
  return [...head, ...new Array<number>(8 - head.length - rest.length).fill(0), ...rest];
}

/** The address in `text`, or null when it is not one. Brackets and an IPv6 zone id are dropped. */
export function parseAddress(text: string): Parsed | null {
  let address = text.trim().toLowerCase();
  if (address.startsWith("[") && address.endsWith("]")) address = address.slice(1, -1);
  if (!address.includes(":")) {
    const parts = parseIpv4(address);
    return parts ? { v: 4, parts } : null;
  }
  const zone = address.indexOf("%");
  if (zone !== -1) address = address.slice(0, zone);
  const groups = parseIpv6(address);
  if (!groups) return null;
  // IPv4-mapped (::ffff:a.b.c.d): the IPv4 client it stands for.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return { v: 4, parts: [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff] };
  }
  return { v: 6, groups };
}

/** Groups in RFC 5952 form: lower case, no leading zeros, the longest run of two or more zeros as `::`. */
function formatGroups(groups: number[]): string {
  let bestStart = -1;
  let bestLength = 1;
  for (let i = 0; i < groups.length; ) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < groups.length && groups[j] === 0) j++;
    if (j - i > bestLength) [bestStart, bestLength] = [i, j - i];
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (bestStart === -1) return hex.join(":");
  return `${hex.slice(0, bestStart).join(":")}::${hex.slice(bestStart + bestLength).join(":")}`;
}

/**
 * The key limits count a client by: the IPv4 address, or the IPv6 /64 as `prefix::/64`. Text
 * that is no address (`unknown`, a malformed header) is its own key, lower-cased and cut to 64
 * characters.
 */
export function networkKey(address: string): string {
  const parsed = parseAddress(address);
  if (!parsed) return address.trim().toLowerCase().slice(0, 64);
  if (parsed.v === 4) return parsed.parts.join(".");
  return `${formatGroups([...parsed.groups.slice(0, 4), 0, 0, 0, 0])}/64`;
}

/**
 * Addresses that name no one in particular: this machine (local runs, where every browser is
 * 127.0.0.1, in any spelling) and requests without an address. Limits by network skip them;
 * Cloudflare gives every deployed request a real address.
 */
export function isAnonymousAddress(address: string): boolean {
  const parsed = parseAddress(address);
  if (!parsed) return address.trim().toLowerCase() === "unknown" || address.trim() === "";
  if (parsed.v === 4) return parsed.parts[0] === 127;
  return parsed.groups.slice(0, 7).every((g) => g === 0) && parsed.groups[7] === 1;
}

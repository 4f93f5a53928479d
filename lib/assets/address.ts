import { isIP } from "node:net";

/**
 * Whether an IP address may be connected to by the asset proxy. Anything that is not plainly a
 * public unicast address is refused, so the proxy can never be pointed at the platform's own
 * network, loopback services or the cloud metadata endpoint (169.254.169.254 / fd00:ec2::254).
 */
export type AddressVerdict =
  | { allowed: true }
  | {
      allowed: false;
      reason:
        | "invalid"
        | "unspecified"
        | "loopback"
        | "private"
        | "link-local"
        | "unique-local"
        | "multicast"
        | "cgnat"
        | "reserved"
        | "documentation";
    };

type Reason = Extract<AddressVerdict, { allowed: false }>["reason"];

const ALLOWED: AddressVerdict = { allowed: true };
const deny = (reason: Reason): AddressVerdict => ({ allowed: false, reason });

/** Strict dotted-quad only: DNS answers and normalised URL hosts are always in this form. */
export function parseIPv4(s: string): number[] | null {
  const parts = s.split(".");
  if (parts.length !== 4) return null;
  const out: number[] = [];
  for (const p of parts) {
    if (!/^\d{1,3}$/.test(p)) return null;
    const n = Number(p);
    if (n > 255) return null;
    out.push(n);
  }
  return out;
}

/** 16 bytes, or null. Accepts `::` compression and a trailing embedded IPv4; rejects zone ids. */
export function parseIPv6(input: string): number[] | null {
  let s = input;
  if (s.startsWith("[") && s.endsWith("]")) s = s.slice(1, -1);
  if (s.includes("%") || s.length === 0) return null;
  const lastColon = s.lastIndexOf(":");
  const last = s.slice(lastColon + 1);
  if (last.includes(".")) {
    // Rewrite a trailing dotted IPv4 (::ffff:1.2.3.4) as two hex groups so one parser handles both.
    const v4 = parseIPv4(last);
    if (!v4) return null;
    s = `${s.slice(0, lastColon + 1)}${((v4[0] << 8) | v4[1]).toString(16)}:${((v4[2] << 8) | v4[3]).toString(16)}`;
  }
  const double = s.indexOf("::");
  if (double !== s.lastIndexOf("::")) return null;
  const parseGroups = (part: string): number[] | null => {
    if (part === "") return [];
    const out: number[] = [];
    for (const g of part.split(":")) {
      if (!/^[0-9a-f]{1,4}$/i.test(g)) return null;
      out.push(parseInt(g, 16));
    }
    return out;
  };
  let groups: number[];
  if (double >= 0) {
    const head = parseGroups(s.slice(0, double));
    const rest = parseGroups(s.slice(double + 2));
    if (!head || !rest) return null;
    const fill = 8 - head.length - rest.length;
    if (fill < 1) return null;
    groups = [...head, ...new Array<number>(fill).fill(0), ...rest];
  } else {
    const all = parseGroups(s);
    if (!all || all.length !== 8) return null;
    groups = all;
  }
  const bytes: number[] = [];
  for (const g of groups) bytes.push(g >> 8, g & 0xff);
  return bytes;
}

function inV4(b: number[], base: [number, number, number, number], prefix: number): boolean {
  const addr = ((b[0] << 24) | (b[1] << 16) | (b[2] << 8) | b[3]) >>> 0;
  const net = ((base[0] << 24) | (base[1] << 16) | (base[2] << 8) | base[3]) >>> 0;
  const mask = prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0;
  return (addr & mask) === (net & mask);
}

export function classifyIPv4Bytes(b: number[]): AddressVerdict {
  if (inV4(b, [0, 0, 0, 0], 8)) return deny("unspecified"); // "this network"; 0.0.0.0 reaches localhost on Linux
  if (inV4(b, [127, 0, 0, 0], 8)) return deny("loopback");
  if (inV4(b, [10, 0, 0, 0], 8)) return deny("private");
  if (inV4(b, [172, 16, 0, 0], 12)) return deny("private");
  if (inV4(b, [192, 168, 0, 0], 16)) return deny("private");
  if (inV4(b, [100, 64, 0, 0], 10)) return deny("cgnat");
  if (inV4(b, [169, 254, 0, 0], 16)) return deny("link-local"); // cloud metadata lives here
  if (inV4(b, [192, 0, 0, 0], 24)) return deny("reserved"); // IETF protocol assignments
  if (inV4(b, [192, 0, 2, 0], 24)) return deny("documentation");
  if (inV4(b, [198, 51, 100, 0], 24)) return deny("documentation");
  if (inV4(b, [203, 0, 113, 0], 24)) return deny("documentation");
  if (inV4(b, [192, 88, 99, 0], 24)) return deny("reserved"); // 6to4 relay anycast
  if (inV4(b, [198, 18, 0, 0], 15)) return deny("reserved"); // benchmarking
  if (inV4(b, [224, 0, 0, 0], 4)) return deny("multicast");
  if (inV4(b, [240, 0, 0, 0], 4)) return deny("reserved"); // includes 255.255.255.255
  return ALLOWED;
}

function startsWith(b: number[], prefix: number[], bits: number): boolean {
  for (let i = 0; i < bits; i++) {
    const byte = i >> 3;
    const bit = 7 - (i & 7);
    if (((b[byte] >> bit) & 1) !== (((prefix[byte] ?? 0) >> bit) & 1)) return false;
  }
  return true;
}

export function classifyIPv6Bytes(b: number[]): AddressVerdict {
  const zero = (from: number, to: number) => b.slice(from, to).every((x) => x === 0);
  if (zero(0, 16)) return deny("unspecified");
  if (zero(0, 15) && b[15] === 1) return deny("loopback");
  // IPv4-mapped (::ffff:a.b.c.d) is how dual-stack sockets reach IPv4: judge the IPv4 inside.
  if (zero(0, 10) && b[10] === 0xff && b[11] === 0xff) return classifyIPv4Bytes(b.slice(12));
  // IPv4-compatible (::a.b.c.d, deprecated) and IPv4-translated (::ffff:0:a.b.c.d): no public use.
  if (zero(0, 12)) return deny("reserved");
  if (zero(0, 8) && b[8] === 0xff && b[9] === 0xff && zero(10, 12)) return deny("reserved");
  // NAT64 well-known prefix: the gateway would connect to the embedded IPv4.
  if (startsWith(b, [0x00, 0x64, 0xff, 0x9b], 96) && zero(4, 12)) return classifyIPv4Bytes(b.slice(12));
  if (startsWith(b, [0x00, 0x64, 0xff, 0x9b, 0x00, 0x01], 48)) return deny("reserved"); // local-use NAT64
  // 6to4 embeds an IPv4 address in bits 16–47.
  if (b[0] === 0x20 && b[1] === 0x02) return classifyIPv4Bytes(b.slice(2, 6));
  if (startsWith(b, [0xfc], 7)) return deny("unique-local"); // includes fd00:ec2::254 (AWS metadata)
  if (startsWith(b, [0xfe, 0x80], 10)) return deny("link-local");
  if (startsWith(b, [0xfe, 0xc0], 10)) return deny("private"); // deprecated site-local
  if (b[0] === 0xff) return deny("multicast");
  if (startsWith(b, [0x20, 0x01, 0x0d, 0xb8], 32)) return deny("documentation");
  if (startsWith(b, [0x3f, 0xff], 20)) return deny("documentation");
  // 2001::/23 holds Teredo (embeds an obfuscated IPv4), ORCHID and other non-content ranges.
  if (startsWith(b, [0x20, 0x01, 0x00], 23)) return deny("reserved");
  if (startsWith(b, [0x01, 0x00, 0, 0, 0, 0, 0, 0], 64)) return deny("reserved"); // discard-only
  // Only the global unicast block (2000::/3) is in public use; default-deny the rest.
  if (!startsWith(b, [0x20], 3)) return deny("reserved");
  return ALLOWED;
}

/** Classify a textual IPv4 or IPv6 address; anything unparseable is refused. */
export function classifyAddress(address: string): AddressVerdict {
  const a = address.trim().toLowerCase();
  const bare = a.startsWith("[") && a.endsWith("]") ? a.slice(1, -1) : a;
  const kind = isIP(bare);
  if (kind === 4) {
    const b = parseIPv4(bare);
    return b ? classifyIPv4Bytes(b) : deny("invalid");
  }
  if (kind === 6) {
    const b = parseIPv6(bare);
    return b ? classifyIPv6Bytes(b) : deny("invalid");
  }
  return deny("invalid");
}

export function isPublicAddress(address: string): boolean {
  return classifyAddress(address).allowed;
}

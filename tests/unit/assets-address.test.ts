import { describe, expect, it } from "vitest";
import { classifyAddress, isPublicAddress, parseIPv6 } from "@/lib/assets/address";

const refused: Array<[string, string]> = [
  // IPv4
  ["0.0.0.0", "unspecified"],
  ["0.1.2.3", "unspecified"],
  ["127.0.0.1", "loopback"],
  ["127.255.255.254", "loopback"],
  ["10.0.0.1", "private"],
  ["10.255.255.255", "private"],
  ["172.16.0.1", "private"],
  ["172.31.255.255", "private"],
  ["192.168.1.1", "private"],
  ["100.64.0.1", "cgnat"],
  ["100.127.255.255", "cgnat"],
  ["169.254.169.254", "link-local"],
  ["169.254.0.1", "link-local"],
  ["192.0.0.8", "reserved"],
  ["192.0.2.10", "documentation"],
  ["198.51.100.7", "documentation"],
  ["203.0.113.9", "documentation"],
  ["198.18.0.1", "reserved"],
  ["198.19.255.255", "reserved"],
  ["224.0.0.1", "multicast"],
  ["239.255.255.250", "multicast"],
  ["240.0.0.1", "reserved"],
  ["255.255.255.255", "reserved"],
  // IPv6
  ["::", "unspecified"],
  ["::1", "loopback"],
  ["0:0:0:0:0:0:0:1", "loopback"],
  ["[::1]", "loopback"],
  ["::ffff:127.0.0.1", "loopback"],
  ["::ffff:7f00:1", "loopback"],
  ["::ffff:10.1.2.3", "private"],
  ["::ffff:169.254.169.254", "link-local"],
  ["::ffff:0.0.0.0", "unspecified"],
  ["::127.0.0.1", "reserved"],
  ["::8.8.8.8", "reserved"],
  ["::ffff:0:8.8.8.8", "reserved"],
  ["64:ff9b::127.0.0.1", "loopback"],
  ["64:ff9b::a9fe:a9fe", "link-local"],
  ["64:ff9b:1::1", "reserved"],
  ["2002:7f00:1::1", "loopback"],
  ["2002:c0a8:101::1", "private"],
  ["fc00::1", "unique-local"],
  ["fd00:ec2::254", "unique-local"],
  ["fdff:ffff::1", "unique-local"],
  ["fe80::1", "link-local"],
  ["febf:ffff::1", "link-local"],
  ["fec0::1", "private"],
  ["ff02::1", "multicast"],
  ["ff05::2", "multicast"],
  ["2001:db8::1", "documentation"],
  ["3fff::1", "documentation"],
  ["2001::1", "reserved"],
  ["2001:0:4136:e378:8000:63bf:3fff:fdd2", "reserved"],
  ["100::1", "reserved"],
  ["::2", "reserved"],
  ["4000::1", "reserved"],
];

const allowed = [
  "8.8.8.8",
  "1.1.1.1",
  "93.184.216.34",
  "172.15.255.255",
  "172.32.0.1",
  "100.63.255.255",
  "100.128.0.1",
  "169.253.255.255",
  "192.169.0.1",
  "223.255.255.255",
  "::ffff:8.8.8.8",
  "::ffff:808:808",
  "64:ff9b::808:808",
  "2002:808:808::1",
  "2606:4700:4700::1111",
  "2a00:1450:4001:82b::200e",
  "2001:4860:4860::8888",
  "[2606:4700::1]",
];

const invalid = ["", "localhost", "cdn.talent-platform.example", "256.1.1.1", "1.2.3", "01.2.3.4", "fe80::1%eth0", "1::2::3", "::ffff:1.2.3.999", "12345::1", "not an ip"];

describe("classifyAddress", () => {
  it.each(refused)("refuses %s (%s)", (address, reason) => {
    expect(classifyAddress(address)).toEqual({ allowed: false, reason });
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(allowed)("allows public %s", (address) => {
    expect(classifyAddress(address)).toEqual({ allowed: true });
  });

  it.each(invalid)("refuses unparseable %j", (address) => {
    expect(classifyAddress(address).allowed).toBe(false);
  });

  it("is case-insensitive for IPv6", () => {
    expect(classifyAddress("FE80::1")).toEqual({ allowed: false, reason: "link-local" });
    expect(classifyAddress("::FFFF:127.0.0.1")).toEqual({ allowed: false, reason: "loopback" });
  });
});

describe("parseIPv6", () => {
  it("expands compressed forms and embedded IPv4", () => {
    expect(parseIPv6("::1")).toEqual([...new Array(15).fill(0), 1]);
    expect(parseIPv6("::ffff:1.2.3.4")).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, 1, 2, 3, 4]);
    expect(parseIPv6("1:2:3:4:5:6:7:8")).toEqual([0, 1, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6, 0, 7, 0, 8]);
  });

  it("rejects malformed input", () => {
    for (const bad of ["1:2:3:4:5:6:7:8:9", "1:2:3:4:5:6:7", "1::2::3", "g::1", "::1%lo", "1:2:3:4:5:6:7::8"]) {
      expect(parseIPv6(bad)).toBeNull();
    }
  });
});

import { describe, expect, it } from "vitest";
import { isAnonymousAddress, networkKey, parseAddress } from "./network";

describe("networkKey", () => {
  it("keeps an IPv4 address as it is: one address is one client", () => {
    expect(networkKey("203.0.113.7")).toBe("203.0.113.7");
    expect(networkKey(" 203.0.113.7 ")).toBe("203.0.113.7");
    expect(networkKey("203.0.113.8")).not.toBe(networkKey("203.0.113.7"));
  });

  it("reads leading zeros of IPv4 parts as decimal, one key per address", () => {
    expect(networkKey("203.000.113.007")).toBe("203.0.113.7");
  });

  it("gives every address of one IPv6 /64 the same key", () => {
    const key = "2001:db8:1:2::/64";
    expect(networkKey("2001:db8:1:2::1")).toBe(key);
    expect(networkKey("2001:db8:1:2:a:b:c:d")).toBe(key);
    expect(networkKey("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe(key);
    expect(networkKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
  });

  it.each([
    ["fully written", "2001:0db8:0001:0002:0000:0000:0000:0001"],
    ["compressed", "2001:db8:1:2::1"],
    ["upper case", "2001:DB8:1:2::A"],
    ["with a zone id", "2001:db8:1:2::1%eth0"],
    ["in brackets", "[2001:db8:1:2::1]"],
    ["with an IPv4 tail", "2001:db8:1:2::192.0.2.1"],
  ])("reads IPv6 %s", (_label, address) => {
    expect(networkKey(address)).toBe("2001:db8:1:2::/64");
  });

  it("writes the /64 in the shortest form", () => {
    expect(networkKey("2001:db8::1")).toBe("2001:db8::/64");
    expect(networkKey("::1234:5678:9abc:def0")).toBe("::/64");
    expect(networkKey("fe80::1%en0")).toBe("fe80::/64");
    expect(networkKey("2001:0:0:1::5")).toBe("2001:0:0:1::/64");
  });

  it("counts an IPv4-mapped IPv6 address as the IPv4 address it stands for", () => {
    expect(networkKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(networkKey("::FFFF:cb00:7107")).toBe("203.0.113.7");
    expect(networkKey("0:0:0:0:0:ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it.each(["unknown", "not an address", "1.2.3", "1.2.3.256", "1.2.3.4.5", "2001:db8::1::2", "2001:db8:1:2:3:4:5:6:7", "12345::", "::ffff:1.2.3.999", ":::"])(
    "keeps text that is no address as its own key: %s",
    (text) => {
      expect(parseAddress(text)).toBeNull();
      expect(networkKey(text)).toBe(text.toLowerCase());
    },
  );

  it("cuts a long non-address to 64 characters", () => {
    expect(networkKey("x".repeat(100))).toHaveLength(64);
  });
});

describe("isAnonymousAddress", () => {
  it.each(["unknown", "", "127.0.0.1", "127.1.2.3", "::1", "0:0:0:0:0:0:0:1", "::ffff:127.0.0.1", "[::1]"])("%s names no one", (address) => {
    expect(isAnonymousAddress(address)).toBe(true);
  });

  it.each(["203.0.113.7", "10.0.0.1", "2001:db8::1", "::2", "128.0.0.1", "garbage"])("%s is a client", (address) => {
    expect(isAnonymousAddress(address)).toBe(false);
  });
});

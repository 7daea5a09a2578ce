import { describe, expect, it } from "vitest";
import { isSpecialUseAddress, mailboxKey } from "./email-addresses";

describe("special-use addresses", () => {
  it.each(["a@deleted.invalid", "a@x.INVALID", "a@localhost", "a@host.localhost", "a@printer.local", "a@site.example", "a@x.onion", "a@x.alt", "a@nas.home.arpa", "a@x.invalid."])(
    "refuses %s",
    (address) => expect(isSpecialUseAddress(address)).toBe(true),
  );
  it.each(["a@example.com", "a@example.test", "a@e2e.test", "a@local.com", "a@invalidation.org", "a@gmail.com", "a@examples.net"])(
    "accepts %s",
    (address) => expect(isSpecialUseAddress(address)).toBe(false),
  );
});

describe("mailboxKey", () => {
  it("reads every spelling of a Gmail mailbox as one", () => {
    for (const spelling of ["janedoe@gmail.com", "Jane.Doe@gmail.com", "j.a.n.e.doe+skin@GoogleMail.com", "JANEDOE+a+b@gmail.com"]) {
      expect(mailboxKey(spelling)).toBe("janedoe@gmail.com");
    }
  });
  it("drops a +tag and the case elsewhere, but keeps dots (they name other mailboxes there)", () => {
    expect(mailboxKey("Jane.Doe+news@Example.com")).toBe("jane.doe@example.com");
    expect(mailboxKey("jane.doe@example.com")).not.toBe(mailboxKey("janedoe@example.com"));
  });
  it("keeps a local part that starts with +", () => {
    expect(mailboxKey("+tag@example.com")).toBe("+tag@example.com");
  });
});

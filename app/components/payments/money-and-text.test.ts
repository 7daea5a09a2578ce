import { describe, expect, it } from "vitest";
import { CREDIT_PACKAGES, formatPrice, pricePerCredit } from "@core/credit-packages";
import { translator } from "@core/i18n/catalogues";
import { ApiError } from "~/utils/http";
import { cardProblemText, formatMoney, initErrorMessage, MESSAGES, paymentText, successToast, successToastIn, validateTestCard } from "./messages";

const en = translator("en");

describe("payment texts in the reader's language", () => {
  it("say prices in English as before, and in the reader's way elsewhere (still dollars)", () => {
    for (const pkg of CREDIT_PACKAGES) {
      expect(formatMoney("en", pkg.priceCents)).toBe(formatPrice(pkg.priceCents));
      expect(formatMoney("en", pkg.priceCents / pkg.credits, { cents: true })).toBe(`$${pricePerCredit(pkg)}`);
    }
    expect(formatMoney("de", 499)).toBe("4,99\u00a0$");
    expect(formatMoney("fr", 400)).toMatch(/^4\s\$US$/);
  });

  it("read in English word for word as MESSAGES and successToast", () => {
    for (const name of Object.keys(MESSAGES) as (keyof typeof MESSAGES)[]) expect(paymentText(en, name)).toBe(MESSAGES[name]);
    expect(successToastIn(en, 1, 6)).toBe(successToast(1, 6));
    expect(successToastIn(en, 15, 20)).toBe(successToast(15, 20));
  });

  it("translate the toast, the card problems and the api's failures", () => {
    const de = translator("de");
    expect(successToastIn(de, 1, 6)).toBe("Zahlung erfolgreich! 1 Credit wurde Ihrem Konto gutgeschrieben. Sie haben jetzt 6 Credits.");
    const problem = validateTestCard({ number: "4242", expiry: "", cvc: "" });
    expect(cardProblemText(translator("es"), problem?.message ?? "")).toBe("El número de su tarjeta está incompleto.");
    const failure = new ApiError("Internal error", { status: 500, code: "internal_error", serverMessage: "Database unavailable" });
    expect(initErrorMessage(failure)).toBe("Database unavailable");
    expect(initErrorMessage(failure, translator("fr"))).not.toBe("Database unavailable");
  });
});

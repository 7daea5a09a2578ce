import { describe, expect, it } from "vitest";
import { translator } from "@core/i18n/catalogues";
import { apiErrorText } from "./api-error-text";
import { ApiError, OFFLINE_MESSAGE } from "./http";

const taken = new ApiError("HTTP 409", { status: 409, code: "email_taken", serverMessage: "An account with this email already exists" });
const odd = new ApiError("HTTP 400", { status: 400, code: "same_email", serverMessage: "This is already your email address." });
/** A code no catalogue has (a client older or newer than the api). */
const unknown = new ApiError("HTTP 400", { status: 400, code: "some_future_code", serverMessage: "Something new." });

describe("api errors in the reader's language", () => {
  it("keeps the api's English message for English readers", () => {
    expect(apiErrorText(translator("en"), taken, "Signup failed")).toBe("An account with this email already exists");
    expect(apiErrorText(translator("en"), odd, "Failed")).toBe("This is already your email address.");
  });

  it("translates known codes, and falls back to the form's translated failure for others", () => {
    expect(apiErrorText(translator("fr"), taken, "L’inscription a échoué")).toBe("Un compte existe déjà avec cette adresse e-mail");
    expect(apiErrorText(translator("de"), odd, "Fehlgeschlagen")).toBe("Das ist bereits Ihre E-Mail-Adresse.");
    expect(apiErrorText(translator("de"), unknown, "Fehlgeschlagen")).toBe("Fehlgeschlagen");
  });

  it("says offline in the reader's language", () => {
    expect(apiErrorText(translator("es"), new ApiError(OFFLINE_MESSAGE, { status: 0, code: "offline" }), "x")).toMatch(/^Está sin conexión/);
  });

  it("is the fallback for anything that is not an api error", () => {
    expect(apiErrorText(translator("fr"), new Error("boom"), "La connexion a échoué")).toBe("La connexion a échoué");
  });
});

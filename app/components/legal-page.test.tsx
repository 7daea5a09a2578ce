import { describe, expect, it } from "vitest";
import { renderIn, textOf } from "~/utils/render-in";
import Privacy from "~/routes/privacy";
import Terms from "~/routes/terms";
import Cookies from "~/routes/cookies";
import Disclaimer from "~/routes/disclaimer";

describe("the legal pages in the reader's language", () => {
  it("reads the privacy policy in French, its date the French way, the support address as a link", () => {
    const html = renderIn("fr", <Privacy />);
    expect(html).toContain("<h1");
    expect(html).toContain("Politique de confidentialité</h1>");
    expect(html).toContain("Dernière mise à jour : 25 novembre 2026");
    expect(html).toContain("<h2>Vos droits</h2>");
    expect(html).toContain('<a href="mailto:support@skinstack.app">support@skinstack.app</a>');
    expect(html).toMatch(/<a [^>]*href="\/cookies">Politique relative aux cookies<\/a>/);
    expect(textOf(html)).not.toContain("What we collect");
  });

  it("reads the terms and the medical disclaimer in German, formally", () => {
    const terms = textOf(renderIn("de", <Terms />));
    expect(terms).toContain("Nutzungsbedingungen");
    expect(terms).toContain("Sie müssen mindestens 16 Jahre alt sein");
    const disclaimer = renderIn("de", <Disclaimer />);
    expect(disclaimer).toContain("<strong>24–48 Stunden</strong>");
    expect(disclaimer).toContain("<ol>");
    expect(textOf(disclaimer)).toContain("Zuletzt aktualisiert: 25. November 2026");
  });

  it("reads the cookie table in Spanish, the cookies' own names unchanged", () => {
    const html = renderIn("es", <Cookies />);
    expect(html).toContain("Finalidad</th>");
    expect(html).toContain("oauth_state");
    expect(html).toContain("Rutina sin terminar");
    expect(html).toContain("Almacenamiento local");
  });

  it("keeps the English pages as they were", () => {
    const privacy = renderIn("en", <Privacy />);
    expect(privacy).toContain("Last updated: 25 November 2026");
    expect(privacy).toContain("<p>Skinstack (“we”, “us”) operates this app and decides how your personal data is used. You can reach us about anything in this policy at <a href=\"mailto:support@skinstack.app\">support@skinstack.app</a>.</p>");
    expect(privacy).toContain("<li><strong>Google</strong>, only if you choose ‘Continue with Google’ to sign in.</li>");
    expect(textOf(renderIn("en", <Terms />))).toContain("Please read them together with the Privacy Policy and the Medical Disclaimer .");
    expect(renderIn("en", <Cookies />)).toContain("Unfinished routine<span");
    expect(textOf(renderIn("en", <Disclaimer />))).toContain("Wait 24-48 hours and watch for redness");
  });
});

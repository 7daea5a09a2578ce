import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { LegalPage, Mail } from "~/components/legal-page";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = () =>
  pageMeta("Cookie Policy", "The one cookie and the browser storage Skinstack uses, and why.");

const ROWS = [
  {
    name: "session",
    kind: "Cookie (first party, HttpOnly, SameSite=Lax)",
    purpose: "Keeps you signed in. It holds a signed session token that cannot be read by scripts on the page.",
    lifetime: "30 days, or until you log out",
  },
  {
    name: "oauth_state",
    kind: "Cookie (first party, HttpOnly, SameSite=Lax, only on the Google sign-in path)",
    purpose: "Ties a Google sign-in to the browser that started it, so that nobody can sign you into their account.",
    lifetime: "10 minutes, or until the sign-in finishes",
  },
  {
    name: "session",
    kind: "Local storage",
    purpose: "A random marker that says this browser is signed in, so that open tabs follow each other. It is not a credential: the cookie above is.",
    lifetime: "Until you log out or your session ends",
  },
  {
    name: "user",
    kind: "Local storage",
    purpose: "A copy of your basic account details (name, email, username, credits) so pages load without a delay.",
    lifetime: "Until you log out or your session ends",
  },
  {
    name: "Unfinished routine",
    kind: "Local storage",
    purpose: "Products you picked before signing in, so you do not have to start again after creating an account.",
    lifetime: "Ignored after 30 minutes; removed when used",
  },
];

export default function Cookies() {
  return (
    <LegalPage
      title="Cookie Policy"
      intro={
        <p>
          Skinstack uses as little browser storage as it can: one cookie and a few local storage entries, all needed to
          keep you signed in and to keep your work. We do not use advertising or cross-site tracking cookies, and we do
          not use third-party analytics.
        </p>
      }
    >
      <h2>What we store in your browser</h2>
      <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Cookies and browser storage used by Skinstack</caption>
          <thead className="bg-stone-100 text-stone-900">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                Name
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Purpose
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Kept for
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100 align-top">
            {ROWS.map((row) => (
              <tr key={row.name}>
                <th scope="row" className="px-3 py-2 font-medium text-stone-900">
                  {row.name}
                  <span className="block text-xs font-normal text-stone-600">{row.kind}</span>
                </th>
                <td className="px-3 py-2">{row.purpose}</td>
                <td className="px-3 py-2">{row.lifetime}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        All of these are strictly necessary for features you ask for (signing in and building a routine), so the law
        does not require your consent for them and there is no cookie banner. They are never used to track you across
        other websites.
      </p>

      <h2>Payments</h2>
      <p>
        When you buy credits, Stripe&rsquo;s payment form runs on the checkout page. Stripe sets its own cookies there to
        process the payment and prevent fraud. Those cookies are governed by Stripe&rsquo;s cookie and privacy policies.
      </p>

      <h2>Signing in with Google</h2>
      <p>
        If you choose &lsquo;Continue with Google&rsquo;, you are taken to Google&rsquo;s sign-in page, where Google uses
        its own cookies under its own policies. We only keep the short-lived sign-in state needed to complete the
        sign-in securely.
      </p>

      <h2>How to control them</h2>
      <ul>
        <li>Logging out removes the marker and your account details from local storage and ends the session cookie.</li>
        <li>
          You can delete cookies and site data for Skinstack in your browser&rsquo;s settings at any time. You will be
          signed out.
        </li>
        <li>If you block cookies or local storage entirely, you will not be able to stay signed in.</li>
      </ul>

      <h2>More</h2>
      <p>
        The <Link to="/privacy">Privacy Policy</Link> explains how we handle personal data in general. Questions about
        cookies: <Mail />.
      </p>
    </LegalPage>
  );
}

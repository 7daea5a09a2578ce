import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { LegalPage, Mail } from "~/components/legal-page";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = () =>
  pageMeta("Terms of Service", "The rules for using Skinstack: accounts, credits, community content and liability.");

export default function Terms() {
  return (
    <LegalPage
      title="Terms of Service"
      intro={
        <p>
          These terms are the agreement between you and Skinstack for using the app. By creating an account or using
          the app you accept them. Please read them together with the <Link to="/privacy">Privacy Policy</Link> and the{" "}
          <Link to="/disclaimer">Medical Disclaimer</Link>.
        </p>
      }
    >
      <h2>1. What Skinstack is</h2>
      <p>
        Skinstack lets you list the products in your morning and night skincare routines, have each routine evaluated
        with scores (completeness, effectiveness, safety, ingredient quality and routine balance), ingredient notes,
        interaction warnings and suggestions, and share routines with a community. The analysis is automated and for
        education only. It is not medical advice; see the Medical Disclaimer.
      </p>

      <h2>2. Your account</h2>
      <ul>
        <li>You must be at least 16 years old to create an account.</li>
        <li>
          Give a real email address that you control, and keep your password to yourself. If you forget it, &lsquo;Forgot
          password?&rsquo; on the sign-in page emails you a link (valid for one hour, once) to choose a new one.
        </li>
        <li>
          You are responsible for what happens under your account. Tell us at <Mail /> straight away if you think
          someone else has used it.
        </li>
        <li>One person, one account. Accounts may not be sold or transferred.</li>
      </ul>

      <h2>3. Credits and payments</h2>
      <ul>
        <li>Evaluating a routine costs 1 credit. New accounts receive a small number of free credits.</li>
        <li>
          You can buy more credits in packages (Starter: 5 credits for $4; Regular: 15 credits for $9; Pro: 35 credits for
          $17). Prices are shown before you pay and include any taxes we are required to charge unless stated otherwise.
        </li>
        <li>
          Payments are processed by Stripe. Credits are added to your account once the payment is confirmed. A credit is
          used when an evaluation is submitted.
        </li>
        <li>
          Credits have no cash value, cannot be transferred to another account and are not refundable once used. If an
          evaluation does not complete because of a fault on our side, tell us and we will restore the credit. If you were charged but did not receive
          your credits, contact <Mail /> with your payment reference and we will put it right. Nothing in these terms
          limits any right to a refund you have under the law of your country.
        </li>
      </ul>

      <h2>4. Community rules</h2>
      <p>When you post, comment or share a routine, you agree not to:</p>
      <ul>
        <li>harass, insult or threaten anyone, or post hateful, sexual or violent content;</li>
        <li>publish other people&rsquo;s personal data, or pretend to be someone else;</li>
        <li>
          give dangerous advice, present yourself as a medical professional when you are not, or promote products in a
          misleading way or without saying that you are paid to;
        </li>
        <li>post spam, advertising, malware, or content you do not have the right to share.</li>
      </ul>
      <p>We may remove content that breaks these rules and suspend accounts that break them repeatedly.</p>

      <h2>5. Your content</h2>
      <p>
        You keep ownership of the posts, comments and routines you create. By publishing them in the community you give
        Skinstack a worldwide, non-exclusive, royalty-free licence to host, display and distribute them within the app
        for as long as they are published. You can delete your posts at any time. Routines are private unless you make
        them public or post about them, and private routines are used only to provide your analyses. How your skin
        feels, your skin profile, sensitivities and pregnancy are never shown to others.
      </p>

      <h2>6. Acceptable use</h2>
      <p>
        Do not try to break into the app, overload it, scrape it in bulk, get around credit limits or rate limits, or
        use it to build a competing product. Automated access needs our written permission.
      </p>

      <h2>7. Analyses and automated text</h2>
      <p>
        Scores are computed by our own rules from the ingredient lists available to us, which may be incomplete or out
        of date because brands reformulate their products. When it is turned on, some explanatory text is written with
        the help of an AI model and can contain mistakes. Check important information, and always patch test new
        products.
      </p>

      <h2>8. Availability and changes</h2>
      <p>
        We work to keep Skinstack available and correct, but we provide it &ldquo;as is&rdquo; and cannot promise it
        will always be available or error-free. We may change, add or remove features. If we stop the service, we will
        give you reasonable notice and, where the law requires it, refund credits you bought and did not use.
      </p>

      <h2>9. Liability</h2>
      <p>
        To the extent the law allows, Skinstack is not liable for indirect or consequential losses, or for skin
        reactions or other results of choices you make about products. Our total liability to you is limited to the
        amount you paid us in the 12 months before the claim. Nothing in these terms excludes liability that cannot be
        excluded by law, such as liability for death or personal injury caused by negligence, or for fraud.
      </p>

      <h2>10. Ending your account</h2>
      <p>
        You can stop using Skinstack at any time. &lsquo;Export my data&rsquo; on your account page gives you a copy of
        everything we store about you, and &lsquo;Delete my account&rsquo; deletes the account at once: your profile,
        routines, analyses, posts, comments and likes are removed, and only the payment records and credit history that
        accounting law requires are kept, without your name or email (see the <Link to="/privacy">Privacy Policy</Link>).
        Credits left on a deleted account are lost; if the law gives you a refund of unused purchased credits, write to{" "}
        <Mail /> before deleting. We may suspend or close an account that seriously or repeatedly breaks these terms; if
        we do, unused purchased credits are refunded unless the account was closed for fraud or abuse.
      </p>

      <h2>11. Changes to these terms</h2>
      <p>
        We may update these terms. We will tell you about significant changes by email or in the app before they take
        effect. If you keep using Skinstack after that, the new terms apply; if you do not agree, you can close your
        account.
      </p>

      <h2>12. Contact</h2>
      <p>
        Questions about these terms: <Mail />.
      </p>
    </LegalPage>
  );
}

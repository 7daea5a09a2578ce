import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { LegalPage, Mail } from "~/components/legal-page";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = () =>
  pageMeta("Privacy Policy", "What Skinstack collects about you, why, who helps us process it, and your rights.");

export default function Privacy() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro={
        <p>
          Skinstack analyses skincare routines and hosts a small community where people share them. This policy explains
          what we collect when you use the app, why we need it, who helps us process it and what you can ask of us. We
          keep what we collect to what the app needs to work.
        </p>
      }
    >
      <h2>Who we are</h2>
      <p>
        Skinstack (&ldquo;we&rdquo;, &ldquo;us&rdquo;) operates this app and decides how your personal data is used. You
        can reach us about anything in this policy at <Mail />.
      </p>

      <h2>What we collect</h2>
      <h3>Your account</h3>
      <ul>
        <li>Your email address, and the name and username you choose to give us (both optional).</li>
        <li>
          Your password, stored only as a salted, slow one-way hash (PBKDF2). We never store or see the password itself.
        </li>
        <li>Whether you have verified your email address, your credit balance and your account role.</li>
        <li>
          If you sign in with Google: the name, email address and account identifier Google shares with us. We never
          receive your Google password.
        </li>
        <li>
          While you change your email address: the new address, until you open the link we send to it (at most 24
          hours).
        </li>
      </ul>
      <h3>Your routines and analyses</h3>
      <ul>
        <li>
          The products in your morning and night routines (names, brands, product types and ingredient lists), the skin
          goals and skin type you pick, the routine&rsquo;s name and the free text you write about how your skin feels.
        </li>
        <li>The scores, ingredient analysis, warnings and suggestions we produce for each routine.</li>
        <li>
          If you use the advanced analysis or the skin questionnaire (your skin profile): your skin type, age bracket,
          main skin concern, sensitivities, whether you are pregnant or breastfeeding, how often you use each product and
          how it suits you. The advanced analysis scores are worked out in your browser.
        </li>
      </ul>
      <p>
        Skin type, skin concerns and how your skin feels can say something about your health. We use them only to
        analyse your routine. By submitting them you agree to that use; you can withdraw by deleting the routine. Please
        do not write more in the free-text box than you need for the analysis, and never include other people&rsquo;s
        details.
      </p>
      <h3>Who sees what</h3>
      <ul>
        <li>
          <strong>Your routines are private by default.</strong> Only you see them, until you make a routine public or
          post about it in the community. Then its name, goals, products and scores are visible to other users and to
          visitors.
        </li>
        <li>
          <strong>Never shown to anyone else</strong>, even on a routine you share: how your skin feels (the free text),
          your skin profile, your sensitivities and whether you are pregnant or breastfeeding, nor how you rate a product
          on your skin in the advanced analysis. Others see the routine&rsquo;s scores and advice as we compute them for
          the routine alone, without your profile or your notes, so nothing drawn from them can show. Your email address
          is never shown to other users either.
        </li>
        <li>
          Posts, comments and likes you publish are visible to other users and to visitors, together with your name or
          username. Do not publish anything you want to keep private.
        </li>
      </ul>
      <h3>Purchases</h3>
      <p>
        When you buy credits, the card payment is handled by Stripe. Your card number is entered into Stripe&rsquo;s
        payment form and goes straight to Stripe; we never see or store it. We keep the package you bought, the amount,
        the payment reference and its status, and the credits added to your account.
      </p>
      <h3>Technical and security data</h3>
      <ul>
        <li>
          A session record for each sign-in: when it started, when it was last used, when it expires, whether it was
          signed out, and the browser (user agent) and IP address it was opened from. You see the list under
          &lsquo;Signed-in devices&rsquo; on your account page and can sign out any of them.
        </li>
        <li>
          Single-use links we email you, stored only as one-way hashes: email verification (valid 24 hours), change of
          email (24 hours) and password reset (1 hour).
        </li>
        <li>
          Failed sign-in attempts, with the email address tried and the IP address they came from, to stop password
          guessing. They count for 15 minutes and are deleted afterwards.
        </li>
        <li>
          An anonymous counter of how many times &lsquo;Start Analysis&rsquo; was pressed (the number on the home page).
          It contains no personal data.
        </li>
        <li>Your notifications (for example when someone likes or comments on your post) and whether you read them.</li>
        <li>Products you add to the shared catalogue and the ingredient corrections you report.</li>
      </ul>
      <p>We do not use advertising trackers and we do not sell or rent your personal data.</p>

      <h2>Why we use it (legal bases)</h2>
      <ul>
        <li>
          <strong>To provide the service you signed up for</strong> (performance of our contract with you): your account,
          your routines and analyses, the community, credits and purchases, and the emails that go with them, such as
          email verification.
        </li>
        <li>
          <strong>To keep the app safe and working</strong> (our legitimate interests): sessions, rate limiting of
          sign-ins, error logs and the anonymous counter.
        </li>
        <li>
          <strong>To meet legal duties</strong>: keeping payment records as tax and accounting law requires.
        </li>
        <li>
          <strong>With your consent</strong>: the skin information described above, which you can withdraw by deleting
          the routine.
        </li>
      </ul>

      <h2>Who helps us (processors)</h2>
      <p>We share personal data only with service providers who process it for us, under contract, to run the app:</p>
      <ul>
        <li>
          <strong>Cloudflare</strong> hosts the app and the servers that run it.
        </li>
        <li>
          <strong>Neon</strong> hosts our PostgreSQL database, where your account, routines and posts are stored.
        </li>
        <li>
          <strong>Stripe</strong> processes card payments. Stripe may also use payment data to prevent fraud, as its own
          privacy policy describes.
        </li>
        <li>
          <strong>OpenAI</strong>: when it is turned on, we send the contents of a routine (products, ingredients, goals,
          skin type and your skin-feeling text) to OpenAI&rsquo;s API to write the narrative text of your analysis. We
          do not send your name, email address or payment details. The scores themselves are always computed by our own
          code. Under OpenAI&rsquo;s API terms, API data is not used to train its models by default.
        </li>
        <li>
          <strong>Our email provider</strong> delivers account emails: email verification, password reset, change of
          email, and notices when your password or email address changes.
        </li>
        <li>
          <strong>Google</strong>, only if you choose &lsquo;Continue with Google&rsquo; to sign in.
        </li>
      </ul>
      <p>
        Some of these providers process data outside your country, including in the United States. Where the law
        requires it, the transfer is covered by safeguards such as the European Commission&rsquo;s standard contractual
        clauses. We may also disclose data when the law requires us to, or to protect the rights and safety of our users.
      </p>

      <h2>How long we keep it</h2>
      <ul>
        <li>Your account, routines and posts: while your account exists. Deleting a routine removes it straight away.</li>
        <li>Sessions: up to 30 days, or until you log out or sign the device out from your account page.</li>
        <li>Email links: verification and change of email 24 hours, password reset 1 hour; each works once.</li>
        <li>Failed sign-in records: deleted once they are older than 15 minutes.</li>
        <li>Payment records and your credit history: as long as tax and accounting law requires, even after you delete your account.</li>
      </ul>

      <h2>Export and deletion</h2>
      <p>
        <strong>Export:</strong> &lsquo;Export my data&rsquo; on your account page downloads, as a JSON file, everything
        we store about you: your profile, skin profile, routines with their products and analyses, posts, comments,
        likes, notifications, sessions, credit history, payments, and the products and reports you added to the
        catalogue. Passwords and the secret part of links and sessions are never included.
      </p>
      <p>
        <strong>Deletion:</strong> &lsquo;Delete my account&rsquo; on your account page (confirmed with your password, or
        for an account made with Google, within 10 minutes of signing in with Google) takes effect at once. We delete
        your profile, skin profile, routines and analyses, posts, comments, likes, notifications (including those your
        likes and comments caused), sessions, emailed links and the link to your Google account, and every device is
        signed out.
      </p>
      <p>
        <strong>What we keep:</strong> payment records and your credit history, because accounting law requires them.
        They stay attached to an empty account record: your email address is replaced by a placeholder that cannot
        receive mail, and your name, username and password are removed, so the records no longer name you. Products you
        added to the shared catalogue stay in it without your name. Nobody can sign in to a deleted account, and you can
        sign up again with the same address.
      </p>

      <h2>Your rights</h2>
      <p>
        Depending on where you live, you can ask us to give you a copy of your data, correct it, delete it, restrict or
        object to how we use it, or send it to you in a portable format, and you can withdraw consent at any time. You
        can do most of this yourself on your account page: change your name, username, email and password, export your
        data and delete your account. For anything else, write to <Mail /> from the email address of your account. We
        answer within one month. You can also complain to your
        local data protection authority.
      </p>

      <h2>Data kept in your browser</h2>
      <p>
        We use one session cookie and your browser&rsquo;s local storage to keep you signed in. The{" "}
        <Link to="/cookies">Cookie Policy</Link> lists them.
      </p>

      <h2>Security</h2>
      <p>
        All traffic is encrypted (HTTPS). Passwords are hashed, the session cookie cannot be read by scripts, and signing
        out revokes the session on our side. Resetting your password signs out every device; changing it signs out every
        device but the one you use. We email you when your password or email address changes. No system is perfectly secure: use a password you do not use anywhere else,
        and tell us at <Mail /> if you notice anything suspicious.
      </p>

      <h2>Children</h2>
      <p>
        Skinstack is not meant for anyone under 16, and we do not knowingly collect their data. If you think a child has
        given us personal data, contact us and we will delete it.
      </p>

      <h2>Changes</h2>
      <p>
        If we change this policy we will update the date at the top, and tell you by email or in the app before a
        significant change takes effect.
      </p>
    </LegalPage>
  );
}

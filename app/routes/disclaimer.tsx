import type { MetaFunction } from "@remix-run/cloudflare";
import { LegalPage } from "~/components/legal-page";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = () =>
  pageMeta(
    "Medical Disclaimer",
    "Skinstack is educational only and not medical advice. Always patch test new products for 24-48 hours.",
  );

export default function Disclaimer() {
  return (
    <LegalPage
      title="Medical Disclaimer"
      intro={
        <p className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
          <strong>Skinstack is for educational purposes only and is not medical advice.</strong> It does not diagnose,
          treat, cure or prevent any disease or skin condition. Always patch test new products.
        </p>
      }
    >
      <h2>What the analysis is</h2>
      <p>
        Skinstack scores a routine from the ingredient lists of its products, the skin type and goals you choose and
        what you tell us about your skin. The scores, warnings and suggestions come from general cosmetic-science rules
        and, when it is turned on, text written with the help of an AI model. The app never sees your skin, does not know
        your medical history, and is no substitute for a dermatologist, doctor or pharmacist.
      </p>

      <h2>Limits you should know about</h2>
      <ul>
        <li>
          Ingredient lists may be incomplete, out of date or different in your country: brands reformulate products.
          Always read the label of the product you actually have.
        </li>
        <li>
          Concentrations are rarely published, so the app often cannot tell how strong an active ingredient is.
        </li>
        <li>Interaction warnings cover common combinations only. A routine with no warning is not guaranteed safe.</li>
        <li>Everyone&rsquo;s skin is different: a product that suits most people can still irritate yours.</li>
      </ul>

      <h2>Patch test every new product</h2>
      <p>Before you add a product to your routine, test it on a small patch of skin:</p>
      <ol>
        <li>Apply a small amount to a discreet area, such as behind your ear, the side of your neck or your inner forearm.</li>
        <li>Leave it on as directed on the label and repeat as you normally would use it.</li>
        <li>
          Wait <strong>24-48 hours</strong> and watch for redness, itching, burning, stinging, swelling, bumps or
          peeling.
        </li>
        <li>If any of these appear, wash the product off and do not use it. If there is no reaction, introduce it slowly.</li>
      </ol>
      <p>
        Introduce one new product at a time, and wait a week or two before adding the next, so that you can tell which
        product caused a reaction.
      </p>

      <h2>When to see a professional</h2>
      <ul>
        <li>
          See a dermatologist or doctor about acne that scars or does not improve, rosacea, eczema, psoriasis, sudden
          changes in your skin, or any mole that changes in size, shape or colour.
        </li>
        <li>
          Ask a doctor or pharmacist before using active ingredients if you are pregnant or breastfeeding (for example
          retinoids), are taking medication that affects your skin, or are being treated for a skin condition.
        </li>
        <li>
          Stop using a product and get medical help straight away if you have a severe reaction, such as swelling of the
          face, lips or eyes, blistering, or difficulty breathing.
        </li>
      </ul>

      <h2>Sun protection</h2>
      <p>
        Many active ingredients, such as retinoids and exfoliating acids, make skin more sensitive to the sun. Use a
        broad-spectrum sunscreen of SPF 30 or higher every morning and reapply it every 2 hours when you are outdoors.
      </p>

      <h2>Community content</h2>
      <p>
        Posts and comments are written by other users, not by professionals, and reflect their own experience. Treat
        them as opinions, not advice.
      </p>

      <h2>Your responsibility</h2>
      <p>
        You decide which products to use and how. Skinstack is not responsible for reactions or other results of using
        any product, whether or not the app suggested it. If you are unsure, ask a professional first.
      </p>
    </LegalPage>
  );
}

import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useNavigate } from "@remix-run/react";
import { useState } from "react";
import { LiveCounter } from "~/components/landing";
import { CheckCircleIcon, FlaskIcon, ShieldIcon, SparklesIcon } from "~/components/icons";
import { SignedInLanding } from "~/components/routine/signed-in-landing";
import { useSession } from "~/components/session";
import { Button, ButtonLink } from "~/components/ui";
import { analyticsApi } from "~/utils/api.client";
import { apiServer } from "~/utils/api.server";
import { pageMeta } from "~/utils/meta";
import { useHydrated } from "~/utils/use-hydrated";

export const meta: MetaFunction = () => pageMeta(null);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const result = await apiServer(context, request).analyzeCount();
  return { count: result.ok ? result.data : null };
}

const BENEFITS = [
  {
    title: "Ingredient Analysis",
    text: "See what every active in your products does, and which ones pull their weight.",
    Icon: FlaskIcon,
  },
  {
    title: "Safety Check",
    text: "Spot clashing ingredients, irritants and over-exfoliation before your skin does.",
    Icon: ShieldIcon,
  },
  {
    title: "Custom Recommendations",
    text: "Get swaps and additions matched to your skin type and goals.",
    Icon: SparklesIcon,
  },
];

export default function Landing() {
  const { count } = useLoaderData<typeof loader>();
  const { signedIn } = useSession();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [starting, setStarting] = useState(false);

  async function startAnalysis() {
    setStarting(true);
    try {
      await analyticsApi.analyzeClick(AbortSignal.timeout(3000));
    } catch (error) {
      console.error("Could not record the analysis click", error);
    }
    navigate(signedIn ? "/add-stack" : "/signup");
  }

  // Signed-in visitors get the landing variant with the product picker.
  if (signedIn) return <SignedInLanding count={count} />;

  return (
    <div className="space-y-10">
      <section className="space-y-5 pt-2 text-center" aria-labelledby="landing-title">
        <h1 id="landing-title" className="text-4xl font-extrabold leading-tight tracking-tight text-stone-900">
          Know Your Routine. <span className="text-brand-700">Fix Your Skin.</span>
        </h1>
        <p className="text-base text-stone-700">
          List the products you use morning and night and get a science-backed analysis of your routine: what works,
          what clashes and what to change.
        </p>
        <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm font-medium text-stone-800">
          {["Free to start", "No credit card", "Results in seconds"].map((item) => (
            <li key={item} className="inline-flex items-center gap-1.5">
              <CheckCircleIcon className="size-4 text-emerald-700" />
              {item}
            </li>
          ))}
        </ul>
        {/* A phone's width at most: on a desktop the buttons keep a button's size. */}
        <div className="mx-auto flex w-full max-w-sm flex-col gap-3">
          <Button size="lg" fullWidth onClick={startAnalysis} loading={starting} disabled={!hydrated}>
            Start Analysis
          </Button>
          {signedIn ? (
            <ButtonLink to="/home" variant="secondary" size="lg" fullWidth>
              Go to My Routines
            </ButtonLink>
          ) : (
            <ButtonLink to="/login" variant="secondary" size="lg" fullWidth>
              I Have Account
            </ButtonLink>
          )}
        </div>
        <LiveCounter initial={count} />
      </section>

      <section aria-labelledby="what-you-get" className="space-y-4">
        <h2 id="what-you-get" className="text-xl font-bold tracking-tight">
          What You Get
        </h2>
        <ul className="space-y-3">
          {BENEFITS.map(({ title, text, Icon }) => (
            <li key={title} className="flex gap-4 rounded-2xl border border-stone-200 bg-white p-4">
              <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
                <Icon className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold text-stone-900">{title}</h3>
                <p className="text-sm text-stone-700">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useNavigate } from "@remix-run/react";
import { useState } from "react";
import { LiveCounter } from "~/components/landing";
import { CheckCircleIcon, FlaskIcon, ShieldIcon, SparklesIcon } from "~/components/icons";
import { SignedInLanding } from "~/components/routine/signed-in-landing";
import { useSession } from "~/components/session";
import { Button, ButtonLink } from "~/components/ui";
import { analyticsApi } from "~/utils/api.client";
import { apiServer, pageAnswer } from "~/utils/api.server";
import type { MessageKey } from "@core/i18n/catalogues";
import { metaTranslator, useT } from "~/utils/i18n";
import { translatedPageMeta } from "~/utils/meta";
import { useHydrated } from "~/utils/use-hydrated";

export const meta: MetaFunction = ({ matches }) => translatedPageMeta(metaTranslator(matches), null);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const result = await apiServer(context, request).analyzeCount();
  return pageAnswer({ count: result.ok ? result.data : null }, result);
}

const BENEFITS: readonly { title: MessageKey; text: MessageKey; Icon: typeof FlaskIcon }[] = [
  { title: "landing.ingredientsTitle", text: "landing.ingredientsText", Icon: FlaskIcon },
  { title: "landing.safetyTitle", text: "landing.safetyText", Icon: ShieldIcon },
  { title: "landing.customTitle", text: "landing.customText", Icon: SparklesIcon },
];

const PROMISES: readonly MessageKey[] = ["landing.freeToStart", "landing.noCard", "landing.fast"];

export default function Landing() {
  const { count } = useLoaderData<typeof loader>();
  const { signedIn } = useSession();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [starting, setStarting] = useState(false);
  const t = useT();

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
          {t("landing.titleStart")} <span className="text-brand-700">{t("landing.titleEnd")}</span>
        </h1>
        <p className="text-base text-stone-700">{t("landing.intro")}</p>
        <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm font-medium text-stone-800">
          {PROMISES.map((item) => (
            <li key={item} className="inline-flex items-center gap-1.5">
              <CheckCircleIcon className="size-4 text-emerald-700" />
              {t(item)}
            </li>
          ))}
        </ul>
        {/* A phone's width at most: on a desktop the buttons keep a button's size. */}
        <div className="mx-auto flex w-full max-w-sm flex-col gap-3">
          <Button size="lg" fullWidth onClick={startAnalysis} loading={starting} disabled={!hydrated}>
            {t("landing.start")}
          </Button>
          {signedIn ? (
            <ButtonLink to="/home" variant="secondary" size="lg" fullWidth>
              {t("landing.goToRoutines")}
            </ButtonLink>
          ) : (
            <ButtonLink to="/login" variant="secondary" size="lg" fullWidth>
              {t("landing.haveAccount")}
            </ButtonLink>
          )}
        </div>
        <LiveCounter initial={count} />
      </section>

      <section aria-labelledby="what-you-get" className="space-y-4">
        <h2 id="what-you-get" className="text-xl font-bold tracking-tight">
          {t("landing.whatYouGet")}
        </h2>
        <ul className="space-y-3">
          {BENEFITS.map(({ title, text, Icon }) => (
            <li key={title} className="flex gap-4 rounded-2xl border border-stone-200 bg-white p-4">
              <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
                <Icon className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold text-stone-900">{t(title)}</h3>
                <p className="text-sm text-stone-700">{t(text)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

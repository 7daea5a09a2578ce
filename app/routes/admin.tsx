import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { AdminAlerts } from "~/components/admin/admin-alerts";
import { AdminPanel } from "~/components/admin/admin-panel";
import { ShieldIcon } from "~/components/icons";
import { useSession } from "~/components/session";
import { ButtonLink, PageTitle, Spinner } from "~/components/ui";
import { adminAccessOf, type AdminAccess } from "@core/admin-access";
import { apiServer } from "~/utils/api.server";
import { metaTranslator, useT } from "~/utils/i18n";
import { pageMeta } from "~/utils/meta";
import { useLoginPath } from "~/utils/use-login-path";

export const meta: MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return [...pageMeta(t("admin.title"), t("meta.description")), { name: "robots", content: "noindex" }];
};


/**
 * The server's view of the visitor (session cookie), for the status code of the first render:
 * 401 for guests, 403 for users who are not admins. Every admin call is checked by the api anyway.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await apiServer(context, request).currentUser();
  const access = adminAccessOf(user);
  return data({ access }, { status: access === "admin" ? 200 : access === "guest" ? 401 : 403 });
}

export default function Admin() {
  const loginPath = useLoginPath();
  const { access: serverAccess } = useLoaderData<typeof loader>();
  const { ready, signedIn, user, refresh } = useSession();
  const t = useT();

  // The role may have been granted or revoked since the user was stored: reload it once on entry.
  const refreshed = useRef(false);
  useEffect(() => {
    if (!ready || !signedIn || refreshed.current) return;
    refreshed.current = true;
    void refresh();
  }, [ready, signedIn, refresh]);

  let access: AdminAccess | "loading";
  if (!ready) access = serverAccess === "admin" ? "loading" : serverAccess;
  else if (!signedIn) access = "guest";
  else if (!user) access = "loading";
  else access = adminAccessOf(user);

  if (access === "guest") {
    return (
      <AccessGate tone="text-brand-600" title={t("admin.title")} to={loginPath} action={t("admin.logIn")}>
        {t("admin.guestText")}
      </AccessGate>
    );
  }

  if (access === "forbidden") {
    return (
      <AccessGate id="admin-forbidden" tone="text-red-700" title={t("admin.forbiddenTitle")} to="/home" action={t("admin.backToRoutines")} secondary>
        {t("admin.forbiddenText")}
      </AccessGate>
    );
  }

  if (access === "unverified") {
    return (
      <AccessGate id="admin-unverified" tone="text-amber-700" title={t("admin.unverifiedTitle")} to="/account" action={t("admin.goToAccount")} secondary>
        {t("admin.unverifiedText")}
      </AccessGate>
    );
  }

  if (access === "loading") {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-16 text-stone-700">
        <Spinner className="size-8 text-brand-600" />
        <p>{t("admin.loading")}</p>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <div>
        <PageTitle>{t("admin.title")}</PageTitle>
        <p className="mt-1 text-sm text-stone-600">{t("admin.intro")}</p>
      </div>
      <AdminAlerts />
      <AdminPanel />
    </div>
  );
}

/** Why the panel does not open for this visitor, with the way on. `id` names the section by its title. */
function AccessGate(props: { id?: string; tone: string; title: string; to: string; action: string; secondary?: boolean; children: React.ReactNode }) {
  return (
    <section className="space-y-4 py-12 text-center" aria-labelledby={props.id}>
      <ShieldIcon className={`mx-auto size-10 ${props.tone}`} />
      <PageTitle>
        <span id={props.id}>{props.title}</span>
      </PageTitle>
      <p className="text-stone-700">{props.children}</p>
      <ButtonLink to={props.to} variant={props.secondary ? "secondary" : undefined}>
        {props.action}
      </ButtonLink>
    </section>
  );
}

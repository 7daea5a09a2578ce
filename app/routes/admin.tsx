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
import { pageMeta } from "~/utils/meta";
import { useLoginPath } from "~/utils/use-login-path";

export const meta: MetaFunction = () => [...pageMeta("Admin Panel"), { name: "robots", content: "noindex" }];


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
      <section className="space-y-4 py-12 text-center">
        <ShieldIcon className="mx-auto size-10 text-brand-600" />
        <PageTitle>Admin Panel</PageTitle>
        <p className="text-stone-700">Please log in with an admin account to use the admin panel.</p>
        <ButtonLink to={loginPath}>Log in</ButtonLink>
      </section>
    );
  }

  if (access === "forbidden") {
    return (
      <section className="space-y-4 py-12 text-center" aria-labelledby="admin-forbidden">
        <ShieldIcon className="mx-auto size-10 text-red-700" />
        <PageTitle>
          <span id="admin-forbidden">403 · Admins only</span>
        </PageTitle>
        <p className="text-stone-700">
          Your account does not have access to the admin panel. An admin can grant you the role.
        </p>
        <ButtonLink to="/home" variant="secondary">
          Back to Routines
        </ButtonLink>
      </section>
    );
  }

  if (access === "unverified") {
    return (
      <section className="space-y-4 py-12 text-center" aria-labelledby="admin-unverified">
        <ShieldIcon className="mx-auto size-10 text-amber-700" />
        <PageTitle>
          <span id="admin-unverified">Verify your email first</span>
        </PageTitle>
        <p className="text-stone-700">
          Your account has the admin role, but the admin panel opens only once your email address is verified. Use the
          link in the verification email, or request a new one from your account page.
        </p>
        <ButtonLink to="/account" variant="secondary">
          Go to your account
        </ButtonLink>
      </section>
    );
  }

  if (access === "loading") {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-16 text-stone-700">
        <Spinner className="size-8 text-brand-600" />
        <p>Loading the admin panel...</p>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <div>
        <PageTitle>Admin Panel</PageTitle>
        <p className="mt-1 text-sm text-stone-600">Prompt templates, ingredient data and AI settings. Every change is recorded.</p>
      </div>
      <AdminAlerts />
      <AdminPanel />
    </div>
  );
}

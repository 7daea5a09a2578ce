import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { isRouteErrorResponse, useLoaderData, useRevalidator, useRouteError } from "@remix-run/react";
import { NotFound } from "~/components/not-found";
import { OutboxEmailCard } from "~/components/outbox";
import { Button, Notice, PageTitle } from "~/components/ui";
import { apiServer } from "~/utils/api.server";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = () => [...pageMeta("Dev outbox"), { name: "robots", content: "noindex" }];

/** Local tool: the emails the api would have sent. The api answers 404 in production, and so does this page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const result = await apiServer(context, request).outbox();
  if (!result.ok) {
    if (result.status === 404) throw new Response("Not Found", { status: 404 });
    throw new Response(result.message, { status: 502, statusText: "Outbox unavailable" });
  }
  return { emails: result.data };
}

export default function DevOutbox() {
  const { emails } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  return (
    <div className="space-y-5">
      <div className="flex items-start justify-between gap-3">
        <div className="space-y-1">
          <PageTitle>Dev outbox</PageTitle>
          <p className="text-sm text-stone-700">
            Emails the app sent while no email provider is configured. Newest first. Not available in production.
          </p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => revalidator.revalidate()}
          loading={revalidator.state === "loading"}
        >
          Refresh
        </Button>
      </div>
      {emails.length === 0 ? (
        <Notice>No emails yet.</Notice>
      ) : (
        <ul className="space-y-4">
          {emails.map((email) => (
            <li key={email.id}>
              <OutboxEmailCard email={email} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <div className="space-y-3">
      <PageTitle>Dev outbox</PageTitle>
      <Notice tone="error">The outbox could not be loaded. Is the api running?</Notice>
    </div>
  );
}

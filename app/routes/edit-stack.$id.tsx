import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useLoaderData, useParams } from "@remix-run/react";
import { EditStackScreen } from "~/components/routine/edit-stack";
import { hasSessionCookie, routineServer } from "~/components/routine/routine-api.server";
import type { StackView } from "~/components/routine/stack";
import { translatedPageMeta } from "~/utils/meta";
import { metaTranslator } from "~/utils/i18n";

type EditData = { stack: StackView | null; notFound: boolean };

export const meta: MetaFunction = ({ matches }) => [...translatedPageMeta(metaTranslator(matches), "routine.edit.title"), { name: "robots", content: "noindex" }];

/**
 * Owner only. With a session cookie the server decides: someone else's routine (public or not)
 * and unknown ids give the same 404 page, and nothing of the routine is sent.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  if (!hasSessionCookie(request)) return data<EditData>({ stack: null, notFound: false });
  const api = routineServer(context, request);
  const [me, stack] = await Promise.all([api.me(), api.stack(params.id ?? "")]);
  if (me.ok && me.data && stack.ok && stack.data && stack.data.userId === me.data.id) {
    return data<EditData>({ stack: stack.data, notFound: false });
  }
  if (me.ok && me.data) return data<EditData>({ stack: null, notFound: true }, { status: 404 });
  return data<EditData>({ stack: null, notFound: false });
}

export function clientLoader(): EditData {
  return { stack: null, notFound: false };
}

export default function EditStack() {
  const { stack, notFound } = useLoaderData<typeof loader>();
  const { id = "" } = useParams();
  return <EditStackScreen key={id} id={id} initial={stack} initialNotFound={notFound} />;
}

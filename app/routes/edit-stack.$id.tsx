import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useLoaderData, useParams } from "@remix-run/react";
import { EditRoutineScreen } from "~/components/routine/edit-routine";
import { hasSessionCookie, routineServer } from "~/components/routine/routine-api.server";
import type { RoutineView } from "~/components/routine/routine-view";
import { translatedPageMeta } from "~/utils/meta";
import { metaTranslator } from "~/utils/i18n";

type EditData = { stack: RoutineView | null; notFound: boolean };

export const meta: MetaFunction = ({ matches }) => [...translatedPageMeta(metaTranslator(matches), "routine.edit.title"), { name: "robots", content: "noindex" }];

/**
 * Owner only. With a session cookie the server decides: someone else's routine (public or not)
 * and unknown ids give the same 404 page, and nothing of the routine is sent.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  if (!hasSessionCookie(request)) return data<EditData>({ stack: null, notFound: false });
  const api = routineServer(context, request);
  const [me, routine] = await Promise.all([api.me(), api.stack(params.id ?? "")]);
  if (me.ok && me.data && routine.ok && routine.data && routine.data.userId === me.data.id) {
    return data<EditData>({ stack: routine.data, notFound: false });
  }
  if (me.ok && me.data) return data<EditData>({ stack: null, notFound: true }, { status: 404 });
  return data<EditData>({ stack: null, notFound: false });
}

export function clientLoader(): EditData {
  return { stack: null, notFound: false };
}

export default function EditRoutine() {
  const { stack: routine, notFound } = useLoaderData<typeof loader>();
  const { id = "" } = useParams();
  return <EditRoutineScreen key={id} id={id} initial={routine} initialNotFound={notFound} />;
}

import type { MessageKey } from "@core/i18n/catalogues";
import { LegalDocument, legalMeta, type LegalBlock } from "~/components/legal-page";
import { useT } from "~/utils/i18n";

export const meta = legalMeta("cookies");

const P = "legal.cookies.";

/** Each entry's name is what the browser shows, except the unfinished routine's, which is described. */
const ROWS: readonly { id: string; name: string | MessageKey; named?: boolean; kind: MessageKey; purpose: MessageKey; lifetime: MessageKey }[] = [
  { id: "session-cookie", name: "session", kind: `${P}session.kind`, purpose: `${P}session.purpose`, lifetime: `${P}session.lifetime` },
  { id: "oauth_state", name: "oauth_state", kind: `${P}oauth.kind`, purpose: `${P}oauth.purpose`, lifetime: `${P}oauth.lifetime` },
  { id: "session-storage", name: "session", kind: `${P}localStorage`, purpose: `${P}marker.purpose`, lifetime: `${P}untilLogout` },
  { id: "user", name: "user", kind: `${P}localStorage`, purpose: `${P}user.purpose`, lifetime: `${P}untilLogout` },
  { id: "pending", name: `${P}pending.name`, named: true, kind: `${P}localStorage`, purpose: `${P}pending.purpose`, lifetime: `${P}pending.lifetime` },
];

const AFTER_TABLE = [
  { p: `${P}necessary` },
  { h2: `${P}payments` },
  { p: `${P}payments.text` },
  { h2: `${P}google` },
  { p: `${P}google.text` },
  { h2: `${P}control` },
  { ul: [`${P}control.logout`, `${P}control.delete`, `${P}control.block`] },
  { h2: `${P}more` },
  { p: `${P}more.text` },
] as const satisfies readonly LegalBlock[];

export default function Cookies() {
  const t = useT();
  return (
    <LegalDocument name="cookies" blocks={AFTER_TABLE}>
      <h2>{t("legal.cookies.stored")}</h2>
      <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t("legal.cookies.caption")}</caption>
          <thead className="bg-stone-100 text-stone-900">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t("legal.cookies.name")}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t("legal.cookies.purpose")}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t("legal.cookies.keptFor")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100 align-top">
            {ROWS.map((row) => (
              <tr key={row.id}>
                <th scope="row" className="px-3 py-2 font-medium text-stone-900">
                  {row.named ? t(row.name as MessageKey) : row.name}
                  <span className="block text-xs font-normal text-stone-600">{t(row.kind)}</span>
                </th>
                <td className="px-3 py-2">{t(row.purpose)}</td>
                <td className="px-3 py-2">{t(row.lifetime)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </LegalDocument>
  );
}

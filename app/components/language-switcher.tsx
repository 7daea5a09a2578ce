/**
 * The language switcher (ADR 0042): a guest's choice lives in the `lang` cookie; a signed-in
 * member's is saved on the account (PATCH /api/account), and AccountLanguage applies it, here and
 * on the member's other devices once they sign in.
 */
import { useEffect, useId, useRef } from "react";
import { isSupportedLanguage, LANGUAGES } from "@core/i18n/catalogues";
import { accountApi } from "~/components/account/account-api.client";
import { useSession } from "~/components/session";
import { useToast } from "~/components/toast";
import { useApplyLanguage, useLanguage, useLanguageName, useT } from "~/utils/i18n";
import { parseUser } from "~/utils/user";

export function LanguageSwitcher({
  className = "",
  labelClassName = "",
  compact = false,
}: {
  className?: string;
  labelClassName?: string;
  /** The footer's: the small print of the text beside it (the select is as tall as any other control: a 44 px tap). */
  compact?: boolean;
}) {
  const id = useId();
  const t = useT();
  const language = useLanguage();
  const languageName = useLanguageName();
  const apply = useApplyLanguage();
  const { signedIn, setUser } = useSession();
  const { toast } = useToast();

  async function onChange(event: React.ChangeEvent<HTMLSelectElement>) {
    const next = event.currentTarget.value;
    if (!signedIn) return apply(next);
    try {
      const user = parseUser((await accountApi.updateLanguage(next)).user);
      if (user) return setUser(user);
    } catch (error) {
      console.warn("Could not save the language on the account", error);
      toast(t("language.saveFailed"), { variant: "error" });
    }
    apply(next);
  }

  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className={labelClassName}>
        {t("language.label")}
      </label>
      <select
        id={id}
        value={language}
        onChange={(event) => void onChange(event)}
        className={`min-h-11 rounded-lg border border-stone-300 bg-white px-2 text-stone-900 ${compact ? "text-xs" : "text-sm"}`}
      >
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {languageName(l)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Serves the page in the signed-in account's language when it has one that differs (sign-in, another device's switch). */
export function AccountLanguage() {
  const { user } = useSession();
  const language = useLanguage();
  const apply = useApplyLanguage();
  const wanted = user?.language;
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (!wanted || !isSupportedLanguage(wanted) || wanted === language || asked.current === wanted) return;
    asked.current = wanted;
    apply(wanted);
  }, [wanted, language, apply]);
  useEffect(() => {
    if (wanted === language) asked.current = null;
  }, [wanted, language]);
  return null;
}

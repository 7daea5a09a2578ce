/**
 * "Share": the system share sheet where the browser has one (phones), else the link is copied and
 * "Link copied" is shown beside the button and announced to screen readers. A plain button, so it
 * works with the keyboard like any other.
 */
import { useEffect, useState } from "react";
import { shareLink, type ShareData, type ShareOutcome } from "~/utils/share";
import type { MessageKey } from "@core/i18n/catalogues";
import { useT } from "~/utils/i18n";
import { ShareIcon } from "./icons";
import { Button, type ButtonVariant } from "./ui/button";

const MESSAGE: Partial<Record<ShareOutcome, MessageKey>> = {
  copied: "share.button.copied",
  failed: "share.button.failed",
};

export function ShareButton({
  data,
  label,
  variant = "secondary",
  className,
}: {
  /** `url` may be a path: it is made absolute with the page's origin when pressed. */
  data: ShareData;
  label?: string;
  variant?: ButtonVariant;
  className?: string;
}) {
  const [outcome, setOutcome] = useState<ShareOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const t = useT();

  useEffect(() => {
    if (outcome !== "copied") return;
    const timer = setTimeout(() => setOutcome(null), 4000);
    return () => clearTimeout(timer);
  }, [outcome]);

  async function press() {
    setBusy(true);
    const url = new URL(data.url, window.location.origin).toString();
    setOutcome(await shareLink({ ...data, url }, navigator));
    setBusy(false);
  }

  const messageKey = outcome ? MESSAGE[outcome] : undefined;
  const message = messageKey ? t(messageKey) : undefined;
  return (
    <div className={`flex flex-wrap items-center gap-2 ${className ?? ""}`}>
      <Button variant={variant} onClick={() => void press()} disabled={busy} data-testid="share-button">
        <ShareIcon className="size-4" />
        {label ?? t("share.button.label")}
      </Button>
      <span role="status" aria-live="polite" className={`text-sm font-medium ${outcome === "failed" ? "text-red-800" : "text-emerald-800"}`}>
        {message ?? ""}
      </span>
    </div>
  );
}

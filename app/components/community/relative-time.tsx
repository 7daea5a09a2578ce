import { relativeTime } from "~/utils/format";
import { useLanguage } from "~/utils/i18n";

/** relativeTime in the page's language ("5m ago", "il y a 5 min"). */
export function useRelativeTime(): (value: string) => string {
  const language = useLanguage();
  return (value) => relativeTime(value, Date.now(), language);
}

/**
 * "5m ago" as a <time>, in the page's language. The post page is rendered on the server, and the minute may turn before
 * the browser hydrates it: that difference is expected, not a mismatch to warn about.
 */
export function RelativeTime({ value }: { value: string }) {
  return (
    <time dateTime={value} suppressHydrationWarning>
      {useRelativeTime()(value)}
    </time>
  );
}

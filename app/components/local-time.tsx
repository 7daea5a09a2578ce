import { formatDateTime } from "~/utils/format";
import { useHydrated } from "~/utils/use-hydrated";

/**
 * A moment in the reader's own time zone and locale. The server cannot know them, so it renders
 * UTC (marked as such) and the browser switches to local time once hydrated.
 */
export function LocalTime({ value }: { value: string }) {
  const hydrated = useHydrated();
  return <time dateTime={value}>{formatDateTime(value, hydrated ? {} : { timeZone: "UTC", locale: "en-GB" })}</time>;
}

import { relativeTime } from "~/utils/format";

/**
 * "5m ago" as a <time>. The post page is rendered on the server, and the minute may turn before
 * the browser hydrates it: that difference is expected, not a mismatch to warn about.
 */
export function RelativeTime({ value }: { value: string }) {
  return (
    <time dateTime={value} suppressHydrationWarning>
      {relativeTime(value)}
    </time>
  );
}

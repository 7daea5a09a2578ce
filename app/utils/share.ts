/**
 * Sharing a link: the system share sheet (Web Share API) where the browser has one, else the link
 * copied to the clipboard. Pure apart from the `navigator` it is given, so it is unit-tested.
 */
export interface ShareData {
  url: string;
  title: string;
  text?: string;
}

export type ShareOutcome = "shared" | "copied" | "cancelled" | "failed";

export interface ShareCapableNavigator {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  clipboard?: { writeText(text: string): Promise<void> };
}

export async function shareLink(data: ShareData, nav: ShareCapableNavigator | undefined): Promise<ShareOutcome> {
  if (nav?.share && (!nav.canShare || nav.canShare(data))) {
    try {
      await nav.share(data);
      return "shared";
    } catch (error) {
      // The person closed the share sheet: not a failure, and no reason to copy instead.
      if (error instanceof Error && error.name === "AbortError") return "cancelled";
    }
  }
  if (nav?.clipboard) {
    try {
      await nav.clipboard.writeText(data.url);
      return "copied";
    } catch {
      return "failed";
    }
  }
  return "failed";
}

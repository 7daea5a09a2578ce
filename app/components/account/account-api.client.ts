/**
 * The browser's calls for account recovery and account settings (ADR 0010). A `.client` module:
 * call only from effects and event handlers.
 */
import type { AccountSession } from "@core/api/auth";
import type { InferRequestType } from "hono/client";
import { publicApi, userApi } from "../../utils/api.client";

export type { AccountSession };

export const accountApi = {
  requestPasswordReset: async (email: string, challenge?: string) =>
    (await publicApi.auth["password-reset"].$post({ json: { email, ...(challenge ? { challenge } : {}) } })).json(),
  confirmPasswordReset: async (token: string, password: string) =>
    (await publicApi.auth["password-reset"].confirm.$post({ json: { token, password } })).json(),
  changePassword: async (body: InferRequestType<typeof userApi.auth["change-password"]["$post"]>["json"]) =>
    (await userApi.auth["change-password"].$post({ json: body })).json(),
  sessions: async (signal?: AbortSignal) => (await userApi.auth.sessions.$get(undefined, { init: { signal } })).json(),
  revokeSession: async (id: string) => (await userApi.auth.sessions[":id"].$delete({ param: { id: encodeURIComponent(id) } })).json(),
  revokeOtherSessions: async () => (await userApi.auth.sessions["revoke-all"].$post()).json(),
  updateName: async (name: string) => (await userApi.account.$patch({ json: { name } })).json(),
  updateLanguage: async (language: string | null) => (await userApi.account.$patch({ json: { language } })).json(),
  requestEmailChange: async (body: InferRequestType<typeof userApi.account.email.$post>["json"]) => (await userApi.account.email.$post({ json: body })).json(),
  confirmEmailChange: async (token: string) => (await publicApi.account.email.confirm.$post({ json: { token } })).json(),
  /** Undoes a change of email from the link mailed to the old address (ADR 0027); answers a password reset token. */
  undoEmailChange: async (token: string) => (await publicApi.account.email.undo.$post({ json: { token } })).json(),
  deleteAccount: async (password?: string) => (await userApi.account.$delete({ json: password === undefined ? {} : { password } })).json(),
};

/** Downloads the export (GET /api/account/export) as the file the api names. */
export async function downloadExport(): Promise<void> {
  const response = await window.fetch("/api/account/export", { credentials: "include" });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "skinstack-export.json";
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The browser's calls for account recovery and account settings (ADR 0010). A `.client` module:
 * call only from effects and event handlers.
 */
import type { AccountSession, SessionListResponse } from "@core/api/auth";
import { api } from "../../utils/api.client";

export type { AccountSession };

type Message = { message: string };

export const accountApi = {
  requestPasswordReset: (email: string, challenge?: string) =>
    api.call<Message>("/api/auth/password-reset", { method: "POST", body: { email, ...(challenge ? { challenge } : {}) } }),
  confirmPasswordReset: (token: string, password: string) =>
    api.call<Message>("/api/auth/password-reset/confirm", { method: "POST", body: { token, password } }),
  changePassword: (body: { currentPassword: string; newPassword: string }) =>
    api.authCall<Message & { revokedSessions: number }>("/api/auth/change-password", { method: "POST", body }),
  sessions: (signal?: AbortSignal) => api.authCall<SessionListResponse>("/api/auth/sessions", { signal }),
  revokeSession: (id: string) =>
    api.authCall<Message & { current: boolean }>(`/api/auth/sessions/${encodeURIComponent(id)}`, { method: "DELETE" }),
  revokeOtherSessions: () => api.authCall<Message & { revoked: number }>("/api/auth/sessions/revoke-all", { method: "POST" }),
  updateName: (name: string) => api.authCall<Message & { user: unknown }>("/api/account", { method: "PATCH", body: { name } }),
  updateLanguage: (language: string | null) =>
    api.authCall<Message & { user: unknown }>("/api/account", { method: "PATCH", body: { language } }),
  requestEmailChange: (body: { email: string; password?: string }) =>
    api.authCall<Message & { pendingEmail: string }>("/api/account/email", { method: "POST", body }),
  confirmEmailChange: (token: string) =>
    api.call<Message & { user: unknown }>("/api/account/email/confirm", { method: "POST", body: { token } }),
  /** Undoes a change of email from the link mailed to the old address (ADR 0027); answers a password reset token. */
  undoEmailChange: (token: string) =>
    api.call<Message & { email: string; resetToken: string }>("/api/account/email/undo", { method: "POST", body: { token } }),
  deleteAccount: (password?: string) =>
    api.authCall<Message>("/api/account", { method: "DELETE", body: password === undefined ? {} : { password } }),
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

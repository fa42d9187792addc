import { useMutation } from "@tanstack/react-query";
import type { PasswordChangeInput } from "../schemas/account-security";
import { sendJson } from "./fetch-json";

/** Ends every session of the signed-in member (the caller then signs this browser out). */
export function useSignOutEverywhere() {
  return useMutation({ mutationFn: () => sendJson("/api/me/sign-out-everywhere", null, "POST") });
}

/** Changes the member's own password; this browser stays signed in, every other session ends. */
export function useChangePassword() {
  return useMutation({ mutationFn: (input: PasswordChangeInput) => sendJson("/api/me/password", null, "POST", input) });
}

/** The owner resets a teammate's password: the temporary one comes back once. */
export function useResetTeammatePassword() {
  return useMutation({
    mutationFn: (userId: string) =>
      sendJson(
        `/api/team/members/${encodeURIComponent(userId)}/password-reset`,
        () => import("../schemas/account-security").then((m) => m.passwordResetResultSchema),
        "POST",
      ),
  });
}

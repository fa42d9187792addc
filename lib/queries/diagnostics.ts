import { useMutation, useQuery } from "@tanstack/react-query";
import { diagnosticsSchema } from "../schemas/notification-settings";
import { doctorReportSchema } from "../schemas/doctor";
import { fetchJson, sendJson } from "./fetch-json";

export const diagnosticsKeys = { all: ["settings", "diagnostics"] as const };

/** The owner's diagnostics of this account (Settings → Notifications). */
export const useDiagnostics = () =>
  useQuery({
    queryKey: diagnosticsKeys.all,
    queryFn: () => fetchJson("/api/settings/diagnostics", diagnosticsSchema),
    refetchInterval: 10_000,
  });

/** Runs the doctor's read-only checks against the marketplace (about thirty calls; up to a minute). */
export const useRunDoctor = () =>
  useMutation({ mutationFn: () => sendJson("/api/settings/diagnostics/doctor", doctorReportSchema, "POST") });

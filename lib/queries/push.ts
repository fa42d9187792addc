import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { pushDevicesSchema, type PushPreferences } from "../schemas/push";
import { fetchJson, sendJson } from "./fetch-json";

export const pushKeys = { all: ["push"] as const };

/** The server's public key and the member's devices (Settings → Notifications). */
export const usePushDevices = (enabled: boolean) =>
  useQuery({ queryKey: pushKeys.all, queryFn: () => fetchJson("/api/push", pushDevicesSchema), enabled });

type SubscribeInput = PushPreferences & { endpoint: string; keys: { p256dh: string; auth: string }; locale: string; label: string };

function useInvalidating<T>(mutationFn: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => client.invalidateQueries({ queryKey: pushKeys.all }) });
}

export const useSubscribeDevice = () => useInvalidating((input: SubscribeInput) => sendJson("/api/push/subscription", null, "POST", input));

export const useUpdateDevice = () =>
  useInvalidating((input: PushPreferences & { endpoint: string; locale: string }) =>
    sendJson("/api/push/subscription", null, "PUT", input),
  );

export const useUnsubscribeDevice = () =>
  useInvalidating((endpoint: string) => sendJson("/api/push/subscription", null, "DELETE", { endpoint }));

export const useRemoveDevice = () =>
  useInvalidating((id: string) => sendJson(`/api/push/devices/${encodeURIComponent(id)}`, null, "DELETE"));

import { useQuery } from "@tanstack/react-query";
import { notificationSettingsSchema } from "../schemas/notification-settings";
import { fetchJson } from "./fetch-json";

export const notificationSettingsKeys = { all: ["settings", "notifications"] as const };

export const useNotificationSettings = () =>
  useQuery({
    queryKey: notificationSettingsKeys.all,
    queryFn: () => fetchJson("/api/settings/notifications", notificationSettingsSchema),
    // Cheap, and the page is about what is arriving right now.
    refetchInterval: 10_000,
  });

import { z } from "zod";

/** GET /api/settings/notifications: what Settings → Notifications shows. Shared with the browser. */
export const notificationSettingsSchema = z.object({
  callbackUrl: z.string(),
  lastNotificationAt: z.string().nullable(),
  lastSweepAt: z.string().nullable(),
  missedReplayed: z.number().int(),
  pending: z.number().int(),
  /** The callback's protection (lib/notifications/sender-limit.ts, intake.ts); counts are this server's since it started. */
  intake: z.object({
    perSecond: z.number(),
    burst: z.number().int(),
    allowedNetworks: z.number().int(),
    dropped: z.number().int(),
    rateLimited: z.number().int(),
  }),
  recent: z.array(
    z.object({
      id: z.string(),
      topic: z.string(),
      resource: z.string(),
      source: z.string(),
      status: z.enum(["pending", "processed", "ignored", "failed"]),
      attempts: z.number().int(),
      receivedAt: z.string(),
      lastError: z.string().nullable(),
    }),
  ),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

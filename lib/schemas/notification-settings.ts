import { z } from "zod";

/** GET /api/settings/notifications: how notifications reach this account (every member). Shared with the browser. */
export const notificationSettingsSchema = z.object({
  lastNotificationAt: z.string().nullable(),
  lastSweepAt: z.string().nullable(),
  missedReplayed: z.number().int(),
  pending: z.number().int(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/**
 * GET /api/settings/diagnostics: the owner's plumbing view of Settings → Notifications. The callback's
 * address and protection, this account's own counters (intake.ts countsFor: never another account's),
 * the raw notifications, and what the marketplace's answers had left out (lib/marketplace/lenient.ts).
 */
export const diagnosticsSchema = z.object({
  callback: z.object({
    url: z.string(),
    perSecond: z.number(),
    burst: z.number().int(),
    allowedNetworks: z.number().int(),
  }),
  /** This account's seller's share of the callback since this server started. */
  counts: z.object({ received: z.number().int(), foreignApplication: z.number().int(), notActionable: z.number().int() }),
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
  /** Elements left out and fields read as their fallback for this account's seller, newest first. */
  leftOut: z.array(
    z.object({
      kind: z.enum(["element_left_out", "field_missing", "field_other_type"]),
      call: z.string(),
      /** The element's id (or #position), or the field's name. */
      id: z.string(),
      issues: z.array(z.string()),
      at: z.string(),
      count: z.number().int(),
    }),
  ),
});
export type Diagnostics = z.infer<typeof diagnosticsSchema>;

import { z } from "zod";

/** "HH:MM", 00:00–23:59. */
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** What a device receives and when (Settings → Notifications → This device). */
export const pushPreferencesSchema = z.object({
  newQuestions: z.boolean(),
  onlyAssigned: z.boolean(),
  buyerReplies: z.boolean(),
  /** Both null: no quiet hours. */
  quietStart: clock.nullable(),
  quietEnd: clock.nullable(),
  /** The device's IANA zone, which the quiet hours are read in. */
  timeZone: z.string().min(1).max(64),
});
export type PushPreferences = z.infer<typeof pushPreferencesSchema>;

/** Devices one person may have notifications on; the next is refused until they remove one (lib/push/subscriptions.ts). */
export const MAX_DEVICES_PER_PERSON = 10;

/** A browser's PushSubscription.toJSON(), as the push service gave it. Which hosts: lib/push/endpoint-policy.ts. */
export const pushEndpointSchema = z.url({ protocol: /^https?$/ }).max(2048);

export const pushSubscribeSchema = pushPreferencesSchema.extend({
  endpoint: pushEndpointSchema,
  keys: z.object({ p256dh: z.string().min(16).max(200), auth: z.string().min(8).max(100) }),
  locale: z.string().min(2).max(10),
  label: z.string().max(80),
});
export type PushSubscribeInput = z.infer<typeof pushSubscribeSchema>;

export const pushUpdateSchema = pushPreferencesSchema.extend({ endpoint: pushEndpointSchema, locale: z.string().min(2).max(10) });
export const pushUnsubscribeSchema = z.object({ endpoint: pushEndpointSchema });

export const pushDeviceSchema = pushPreferencesSchema.extend({
  id: z.string(),
  endpoint: z.string(),
  label: z.string(),
  createdAt: z.string(),
  lastSuccessAt: z.string().nullable(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

export const pushDevicesSchema = z.object({ publicKey: z.string(), devices: z.array(pushDeviceSchema) });
export type PushDevices = z.infer<typeof pushDevicesSchema>;

/** What the service worker receives: the notification, and where a tap leads. */
export const pushPayloadSchema = z.object({
  tag: z.string(),
  title: z.string(),
  body: z.string(),
  url: z.string(),
  /** A replacement of an earlier notification (answered meanwhile): shown silently. */
  silent: z.boolean().optional(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

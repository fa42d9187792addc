import "server-only";
import type { Db } from "../db/client";
import { AppError } from "../errors/app-error";
import type { PushDevice, PushPreferences, PushSubscribeInput } from "../schemas/push";

/** The person and the account they turned notifications on in (the device then hears every account they answer in). */
export interface Member {
  userId: string;
  workspaceId: string;
}

/** A device is its person's, not one account's: found by the person alone. */
const owned = (member: Member) => ({ userId: member.userId });

const preferenceColumns = (p: PushPreferences) => ({
  newQuestions: p.newQuestions,
  onlyAssigned: p.onlyAssigned,
  buyerReplies: p.buyerReplies,
  quietStart: p.quietStart,
  quietEnd: p.quietEnd,
  timeZone: p.timeZone,
});

/**
 * Turns notifications on for this device. One row per endpoint: a browser that subscribes again (new
 * keys, or another teammate signed in on a shared computer) takes the row over, so a device never
 * gets one notification twice nor another member's.
 */
export async function subscribeDevice(db: Db, member: Member, input: PushSubscribeInput): Promise<void> {
  const data = {
    ...member,
    ...preferenceColumns(input),
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    locale: input.locale,
    label: input.label,
  };
  await db.$transaction([
    // A new owner of the endpoint starts with no deliveries: replacing the old owner's would be noise.
    db.pushDelivery.deleteMany({ where: { subscription: { endpoint: input.endpoint, NOT: owned(member) } } }),
    db.pushSubscription.upsert({ where: { endpoint: input.endpoint }, create: { endpoint: input.endpoint, ...data }, update: data }),
  ]);
}

/** Saves this device's choices (and the UI language its notifications are written in). */
export async function updateDevice(db: Db, member: Member, endpoint: string, input: PushPreferences & { locale: string }): Promise<void> {
  const { count } = await db.pushSubscription.updateMany({
    where: { endpoint, ...owned(member) },
    data: { ...preferenceColumns(input), locale: input.locale },
  });
  if (!count) throw new AppError("not_found", "This device does not receive notifications.");
}

/** Turns notifications off for a device: by its endpoint (this browser) or its id (the devices list). */
export async function removeDevice(db: Db, member: Member, which: { endpoint: string } | { id: string }): Promise<void> {
  await db.pushSubscription.deleteMany({ where: { ...which, ...owned(member) } });
}

/** The person's devices, newest first (the same list in every account). */
export async function listDevices(db: Db, member: Member): Promise<PushDevice[]> {
  const rows = await db.pushSubscription.findMany({ where: owned(member), orderBy: { createdAt: "desc" } });
  return rows.map((r) => ({
    id: r.id,
    endpoint: r.endpoint,
    label: r.label,
    newQuestions: r.newQuestions,
    onlyAssigned: r.onlyAssigned,
    buyerReplies: r.buyerReplies,
    quietStart: r.quietStart,
    quietEnd: r.quietEnd,
    timeZone: r.timeZone,
    createdAt: r.createdAt.toISOString(),
    lastSuccessAt: r.lastSuccessAt?.toISOString() ?? null,
  }));
}

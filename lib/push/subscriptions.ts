import "server-only";
import type { Db } from "../db/client";
import { env } from "../env";
import { AppError } from "../errors/app-error";
import { endpointAllowance } from "./endpoint-policy";
import { MAX_DEVICES_PER_PERSON, type PushDevice, type PushPreferences, type PushSubscribeInput } from "../schemas/push";

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
 *
 * Only an endpoint of a browser's push service (the server posts to it on every question), and at most
 * MAX_DEVICES_PER_PERSON per person: the next is refused, naming where to remove one, rather than
 * silently dropping the oldest, which may be the shop's counter tablet nobody looks at until a question
 * goes unanswered.
 */
export async function subscribeDevice(db: Db, member: Member, input: PushSubscribeInput): Promise<void> {
  if (!endpointAllowance(input.endpoint, env().pushExtraOrigins))
    throw new AppError("push_endpoint_refused", "This endpoint is not at a browser's push service.");
  const data = {
    ...member,
    ...preferenceColumns(input),
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    locale: input.locale,
    label: input.label,
  };
  await db.$transaction(async (tx) => {
    // One person's subscriptions at a time, so two browsers turning on at once cannot both be the tenth.
    await tx.$queryRaw`SELECT id FROM users WHERE id = ${member.userId} FOR UPDATE`;
    const others = await tx.pushSubscription.count({ where: { ...owned(member), NOT: { endpoint: input.endpoint } } });
    if (others >= MAX_DEVICES_PER_PERSON)
      throw new AppError("too_many_devices", `At most ${MAX_DEVICES_PER_PERSON} devices receive notifications: remove one first.`, {
        max: MAX_DEVICES_PER_PERSON,
      });
    // A new owner of the endpoint starts with no deliveries: replacing the old owner's would be noise.
    await tx.pushDelivery.deleteMany({ where: { subscription: { endpoint: input.endpoint, NOT: owned(member) } } });
    await tx.pushSubscription.upsert({ where: { endpoint: input.endpoint }, create: { endpoint: input.endpoint, ...data }, update: data });
  });
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

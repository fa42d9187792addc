import "server-only";
import webpush from "web-push";
import type { Db } from "../db/client";
import { env } from "../env";
import { generatedSecret } from "../secrets";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

let cached: Promise<VapidKeys> | undefined;

/**
 * The Web Push signing keys. Set in the environment, they win. Otherwise generated on first start:
 * on the embedded database into $DATA_DIR/secrets.json beside the other secrets; with DATABASE_URL into
 * the database (the first instance's insert wins, the others read it), so several instances sign with
 * one pair without any configuration. A device subscribed under one pair cannot be reached with another.
 */
export function vapidKeys(db: Db): Promise<VapidKeys> {
  cached ??= readKeys(db).catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

async function readKeys(db: Db): Promise<VapidKeys> {
  const e = env();
  const subject = e.VAPID_SUBJECT ?? `mailto:push@${new URL(e.appUrl).hostname}`;
  if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY) return { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject };
  if (!e.DATABASE_URL) return { ...generatedSecret("vapid", () => webpush.generateVAPIDKeys()), subject };
  const fresh = webpush.generateVAPIDKeys();
  await db.$executeRaw`INSERT INTO push_vapid_keys (id, public_key, private_key) VALUES (1, ${fresh.publicKey}, ${fresh.privateKey}) ON CONFLICT (id) DO NOTHING`;
  const [row] = await db.$queryRaw<
    Array<{ public_key: string; private_key: string }>
  >`SELECT public_key, private_key FROM push_vapid_keys WHERE id = 1`;
  return { publicKey: row!.public_key, privateKey: row!.private_key, subject };
}

import "server-only";
import { getServerSession } from "next-auth";
import { getDb } from "../db";
import { authOptions } from "./options";

/** Whether the signed-in member has a password here (teammates do; owners sign in through the marketplace). */
export async function readHasPassword(): Promise<boolean> {
  const session = await getServerSession(authOptions());
  if (!session?.user.id) return false;
  const user = await (await getDb()).user.findUnique({ where: { id: session.user.id }, select: { passwordHash: true } });
  return Boolean(user?.passwordHash);
}

import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getServerSession } from "next-auth";
import { authOptions } from "@/lib/auth/options";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { UiShowcase } from "./ui-showcase";

export const metadata: Metadata = { title: "Design system", robots: { index: false } };

/**
 * The design system's reference: every part in its states. Open in development; in production only the
 * workspace owner sees it (anyone else gets a 404, so the page does not advertise itself).
 */
export default async function DevUiPage() {
  if (env().NODE_ENV !== "development") {
    const session = await getServerSession(authOptions());
    const membership = session?.workspaceId
      ? await (await getDb()).membership.findUnique({ where: { userId_workspaceId: { userId: session.user.id, workspaceId: session.workspaceId } } })
      : null;
    if (membership?.role !== "owner") notFound();
  }
  return <UiShowcase />;
}

import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getServerSession } from "next-auth";
import { getTranslations } from "next-intl/server";
import { authOptions } from "@/lib/auth/options";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { UiShowcase } from "./ui-showcase";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("ui.showcase");
  return { title: t("page.title"), robots: { index: false } };
}

/**
 * The design system's reference: every part in its states. Open in development; in production only the
 * workspace owner sees it (anyone else gets a 404, so the page does not advertise itself).
 */
export default async function DevUiPage() {
  if (env().NODE_ENV !== "development") {
    const session = await getServerSession(authOptions());
    const membership = session?.workspaceId
      ? await (
          await getDb()
        ).membership.findUnique({ where: { userId_workspaceId: { userId: session.user.id, workspaceId: session.workspaceId } } })
      : null;
    if (membership?.role !== "owner") notFound();
  }
  return <UiShowcase />;
}

import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { readPageMembership } from "@/lib/accounts/page-account";
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
    const membership = await readPageMembership();
    if (membership?.role !== "owner") notFound();
  }
  return <UiShowcase />;
}

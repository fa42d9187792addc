import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { readPageMembership } from "@/lib/accounts/page-account";
import { hasRole } from "@/lib/auth/roles";
import { ListingsView } from "./listings-view";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("nav"))("listings") };
}

/** The role decides whether editors are drawn; the API checks it again on every change (403). */
export default async function ListingsPage() {
  const membership = await readPageMembership();
  if (!membership) redirect("/signin");
  return <ListingsView canEdit={hasRole(membership.role, "agent")} />;
}

import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { Suspense } from "react";
import { readPageMembership } from "@/lib/accounts/page-account";
import { hasRole } from "@/lib/auth/roles";
import { ShippingNav } from "./shipping-nav";
import { ShippingView } from "./shipping-view";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("nav"))("shipping") };
}

/** The role decides whether controls are drawn; the API checks it again on every change (403). */
export default async function ShippingPage() {
  const membership = await readPageMembership();
  if (!membership) redirect("/signin");
  return (
    <>
      <ShippingNav current="items" />
      <Suspense>
        <ShippingView siteId={membership.siteId} canEdit={hasRole(membership.role, "agent")} />
      </Suspense>
    </>
  );
}

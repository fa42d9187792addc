import type { Metadata } from "next";
import { getServerSession } from "next-auth";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { authOptions } from "@/lib/auth/options";
import { readMembership } from "@/lib/auth/membership";
import { ShippingNav } from "../shipping-nav";
import { CalculatorView } from "./calculator-view";
import { ManyItemsCalculator } from "./many-items";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("shipping"))("calculator.title") };
}

export default async function CalculatorPage() {
  const session = await getServerSession(authOptions());
  const membership = session?.workspaceId ? await readMembership(session.user.id, session.workspaceId) : null;
  if (!membership) redirect("/signin");
  return (
    <>
      <ShippingNav current="calculator" />
      <div className="flex flex-col gap-6">
        <CalculatorView siteId={membership.siteId} />
        <ManyItemsCalculator siteId={membership.siteId} />
      </div>
    </>
  );
}

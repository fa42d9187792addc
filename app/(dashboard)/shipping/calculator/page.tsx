import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { readPageMembership } from "@/lib/accounts/page-account";
import { ShippingNav } from "../shipping-nav";
import { CalculatorView } from "./calculator-view";
import { ManyItemsCalculator } from "./many-items";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("shipping"))("calculator.title") };
}

export default async function CalculatorPage() {
  const membership = await readPageMembership();
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

import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SellerOverview } from "./seller-overview";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("overview"))("title") };
}

export default function OverviewPage() {
  return <SellerOverview />;
}

import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ComingSoon } from "@/components/dashboard/coming-soon";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("nav"))("brands") };
}

export default function BrandsPage() {
  return <ComingSoon section="brands" />;
}

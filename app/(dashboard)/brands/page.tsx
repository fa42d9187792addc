import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { BrandsView } from "./brands-view";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("nav"))("brands") };
}

export default function BrandsPage() {
  return <BrandsView />;
}

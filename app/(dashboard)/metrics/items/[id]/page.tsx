import type { Metadata } from "next";
import { getServerSession } from "next-auth";
import { getTranslations } from "next-intl/server";
import { authOptions } from "@/lib/auth/options";
import { ItemView } from "./item-view";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("nav"))("metrics") };
}

export default async function ItemMetricsPage({ params }: { params: Promise<{ id: string }> }) {
  const session = await getServerSession(authOptions());
  return <ItemView id={(await params).id} userId={session?.user.id ?? ""} />;
}

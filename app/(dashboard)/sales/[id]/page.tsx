import type { Metadata } from "next";
import { getServerSession } from "next-auth";
import { getTranslations } from "next-intl/server";
import { authOptions } from "@/lib/auth/options";
import { SaleView } from "./sale-view";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("nav"))("sales") };
}

export default async function SalePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const session = await getServerSession(authOptions());
  return <SaleView id={id} myUserId={session?.user.id ?? ""} />;
}

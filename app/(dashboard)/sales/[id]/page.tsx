import type { Metadata } from "next";
import { getServerSession } from "next-auth";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { authOptions } from "@/lib/auth/options";
import { MAX_BIGINT_ID } from "@/lib/schemas/ids";
import { saleIdSchema } from "@/lib/schemas/sales";
import { SaleView } from "./sale-view";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("nav"))("sales") };
}

export default async function SalePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  // Not a pack or order number: no sale can have it, so say "not found" (not-found.tsx) without asking the API.
  if (!saleIdSchema.safeParse(id).success || BigInt(id) > MAX_BIGINT_ID) notFound();
  const session = await getServerSession(authOptions());
  return <SaleView id={id} myUserId={session?.user.id ?? ""} />;
}

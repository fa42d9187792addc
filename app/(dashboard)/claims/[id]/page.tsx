import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { ClaimView } from "./claim-view";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("nav"))("claims") };
}

export default async function ClaimPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  // Not a claim number: no claim can have it, so say "not found" without asking the API.
  if (!/^[1-9]\d{0,15}$/.test(id)) notFound();
  return <ClaimView id={id} />;
}

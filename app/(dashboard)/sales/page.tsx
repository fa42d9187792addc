import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { SalesView } from "./sales-view";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("nav"))("sales") };
}

/** The layout guards the session; filters live in the URL (read by the client view). */
export default function SalesPage() {
  return (
    <Suspense>
      <SalesView />
    </Suspense>
  );
}

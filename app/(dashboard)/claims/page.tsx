import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { ClaimsView } from "./claims-view";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("nav"))("claims") };
}

/** The layout guards the session; filters live in the URL (read by the client view). */
export default function ClaimsPage() {
  return (
    <Suspense>
      <ClaimsView />
    </Suspense>
  );
}

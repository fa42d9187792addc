import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { CategoriesView } from "./categories-view";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("nav"))("categories") };
}

/** The layout guards the session; the site and the open category are URL parameters (shareable). */
export default function CategoriesPage() {
  return (
    <Suspense>
      <CategoriesView />
    </Suspense>
  );
}

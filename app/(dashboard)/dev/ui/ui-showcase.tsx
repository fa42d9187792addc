"use client";

import { useTranslations } from "next-intl";
import { PageHeader } from "@/components/patterns/page-header";
import { ShowcaseDisplay } from "./showcase-display";
import { ShowcaseForms } from "./showcase-forms";
import { ShowcaseFormats } from "./showcase-formats";
import { ShowcaseOverlays } from "./showcase-overlays";
import { ShowcasePatterns } from "./showcase-patterns";
import { ShowcaseTable } from "./showcase-table";

/** Every design-system part, grouped as the README lists them. Demo data only: nothing here calls the API. */
export function UiShowcase() {
  const t = useTranslations("ui.showcase");
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8">
      <PageHeader
        title={t("page.title")}
        description={`${t("page.description")} ${t("page.theme")}`}
        back={{ href: "/settings", label: t("page.back") }}
      />
      <ShowcaseForms />
      <ShowcaseDisplay />
      <ShowcaseOverlays />
      <ShowcasePatterns />
      <ShowcaseTable />
      <ShowcaseFormats />
    </div>
  );
}

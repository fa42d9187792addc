"use client";

import { PageHeader } from "@/components/patterns/page-header";
import { ShowcaseDisplay } from "./showcase-display";
import { ShowcaseForms } from "./showcase-forms";
import { ShowcaseFormats } from "./showcase-formats";
import { ShowcaseOverlays } from "./showcase-overlays";
import { ShowcasePatterns } from "./showcase-patterns";
import { ShowcaseTable } from "./showcase-table";

/** Every design-system part, grouped as the README lists them. Demo data only: nothing here calls the API. */
export function UiShowcase() {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8">
      <PageHeader
        title="Design system"
        description="Every primitive and page pattern in its states (this header is the PageHeader, with its back link). Use these parts; see components/ui/README.md."
        back={{ href: "/settings", label: "Settings" }}
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

"use client";

import { ChevronDown, ChevronUp } from "lucide-react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";

// Loaded when opened: the inbox's first paint does not carry the editor, and nothing asks the marketplace until then.
const ListingEditor = dynamic(() => import("./listing-editor").then((m) => m.ListingEditor), {
  loading: () => <Skeleton className="h-32 w-full" />,
});

/**
 * A listing's stock, price and status, opened where it is shown: the question's item (edit, then answer),
 * the sale's items.
 */
export function ListingEditorDisclosure({ itemId, canEdit }: { itemId: string; canEdit: boolean }) {
  const t = useTranslations("listings.editor");
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div>
      <Button variant="ghost" size="sm" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        {open ? <ChevronUp aria-hidden /> : <ChevronDown aria-hidden />}
        {open ? t("hide") : t("edit")}
      </Button>
      {open && (
        <div id={panelId} className="mt-2 rounded-xl border border-slate-200 p-3">
          <ListingEditor itemId={itemId} canEdit={canEdit} />
        </div>
      )}
    </div>
  );
}

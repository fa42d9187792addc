"use client";

import { ChevronDown, Ellipsis } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

/**
 * On a phone the question's other actions (assign, hide, block, delete) fold behind one "More actions"
 * control so the composer comes first; from md up they stay in view as before. A disclosure rather than a
 * dropdown menu: the actions open their own menu (assign) and confirm dialogs, which a menu would unmount
 * as it closes. The same buttons in both layouts, so every action keeps one implementation.
 */
export function MoreActions({ children }: { children: ReactNode }) {
  const t = useTranslations("questions.detail");
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="flex flex-col gap-2 md:flex-row md:flex-wrap md:items-center">
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className="self-start md:hidden"
      >
        <Ellipsis aria-hidden />
        {t("moreActions")}
        <ChevronDown aria-hidden className={cn("transition-transform", open && "rotate-180")} />
      </Button>
      <div
        id={id}
        role="group"
        aria-label={t("moreActions")}
        className={cn(open ? "flex" : "hidden", "flex-wrap items-center gap-2 rounded-xl bg-slate-50 p-2 md:flex md:bg-transparent md:p-0")}
      >
        {children}
      </div>
    </div>
  );
}

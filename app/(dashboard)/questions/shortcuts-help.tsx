"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useTranslations } from "next-intl";
import { textVariants } from "@/components/ui/text";

const SHORTCUTS = [
  ["j", "next"],
  ["k", "previous"],
  ["r", "answer"],
  ["a", "assign"],
  ["Ctrl/⌘ + Enter", "send"],
  ["?", "help"],
] as const;

/** The "?" overlay. Radix returns focus to where it was when it closes. */
export function ShortcutsHelp({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations("questions.shortcuts");
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,26rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-5 shadow-xl">
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">{t("title")}</Dialog.Title>
            <Dialog.Close aria-label={t("close")} className="grid size-11 place-items-center rounded-full hover:bg-slate-100">
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className={textVariants()}>{t("description")}</Dialog.Description>
          <dl className="mt-4 grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
            {SHORTCUTS.map(([keys, action]) => (
              <div key={action} className="contents">
                <dt>
                  <kbd className="rounded border border-slate-300 bg-slate-50 px-2 py-0.5 font-mono text-xs">{keys}</kbd>
                </dt>
                <dd>{t(`keys.${action}`)}</dd>
              </div>
            ))}
          </dl>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

"use client";

import { useTranslations } from "next-intl";
import { ChevronDown, Pencil, Trash2, UserPlus } from "lucide-react";
import { useState } from "react";
import { z } from "zod";
import { Section } from "@/components/patterns/section";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Field } from "@/components/ui/field";
import { requiredText, useFormError, useZodForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { toast } from "@/components/ui/toast";
import { cluster } from "@/components/ui/stack";

// The forms pattern (components/ui/form.ts): a zod schema with message keys, react-hook-form with its
// resolver, Field shows the message in the user's language.
const renameSchema = z.object({ name: requiredText(40) });

export function ShowcaseOverlays() {
  const t = useTranslations("ui.showcase");
  const [open, setOpen] = useState(false);
  const form = useZodForm(renameSchema, { name: "Envíos" });
  const formError = useFormError();
  return (
    <Section title={t("overlays.title")} description={t("overlays.description")}>
      <div className={cluster()}>
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogTrigger asChild>
            <Button variant="secondary">{t("overlays.openDialog")}</Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>{t("overlays.renameTitle")}</DialogTitle>
              <DialogDescription>{t("overlays.renameDescription")}</DialogDescription>
            </DialogHeader>
            <form
              noValidate
              onSubmit={form.handleSubmit(({ name }) => {
                setOpen(false);
                toast.success(t("overlays.renamed", { name }));
              })}
            >
              <Field label={t("overlays.name")} required error={formError(form.formState.errors.name, { max: 40 })}>
                <Input {...form.register("name")} />
              </Field>
              <DialogFooter>
                <DialogClose asChild>
                  <Button variant="secondary">{t("overlays.cancel")}</Button>
                </DialogClose>
                <Button type="submit">{t("overlays.save")}</Button>
              </DialogFooter>
            </form>
          </DialogContent>
        </Dialog>

        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button variant="destructive">
              <Trash2 aria-hidden />
              {t("overlays.deleteOpen")}
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogTitle>{t("overlays.deleteTitle")}</AlertDialogTitle>
            <AlertDialogDescription>{t("overlays.deleteDescription")}</AlertDialogDescription>
            <AlertDialogFooter>
              <AlertDialogCancel>{t("overlays.cancel")}</AlertDialogCancel>
              <AlertDialogAction onClick={() => toast(t("overlays.deleted"))}>{t("overlays.delete")}</AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>

        <Sheet>
          <SheetTrigger asChild>
            <Button variant="secondary">{t("overlays.openSheet")}</Button>
          </SheetTrigger>
          <SheetContent side="bottom">
            <SheetTitle>{t("overlays.filters")}</SheetTitle>
            <SheetDescription className="mt-1">{t("overlays.sheetDescription")}</SheetDescription>
            <div className="mt-4 flex flex-col gap-2">
              <Button variant="secondary">{t("overlays.unanswered")}</Button>
              <Button variant="secondary">{t("overlays.assignedToMe")}</Button>
            </div>
          </SheetContent>
        </Sheet>

        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="secondary">
              {t("overlays.menu")}
              <ChevronDown aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent>
            <DropdownMenuLabel>{t("overlays.question")}</DropdownMenuLabel>
            <DropdownMenuItem onSelect={() => toast(t("overlays.edit"))}>
              <Pencil aria-hidden />
              {t("overlays.edit")}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => toast(t("overlays.assign"))}>
              <UserPlus aria-hidden />
              {t("overlays.assign")}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem destructive onSelect={() => toast(t("overlays.delete"))}>
              <Trash2 aria-hidden />
              {t("overlays.delete")}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>

        <Popover>
          <PopoverTrigger asChild>
            <Button variant="secondary">{t("overlays.popover")}</Button>
          </PopoverTrigger>
          <PopoverContent className="w-64 text-sm">{t("overlays.popoverText")}</PopoverContent>
        </Popover>

        <Button variant="secondary" onClick={() => toast.success(t("overlays.published"))}>
          {t("overlays.successToast")}
        </Button>
        <Button variant="secondary" onClick={() => toast.error(t("overlays.refused"))}>
          {t("overlays.errorToast")}
        </Button>
      </div>
    </Section>
  );
}

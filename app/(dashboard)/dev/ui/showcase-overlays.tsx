"use client";

import { ChevronDown, Pencil, Trash2, UserPlus } from "lucide-react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Section } from "@/components/patterns/section";
import { AlertDialog, AlertDialogAction, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogTitle, AlertDialogTrigger } from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { toast } from "@/components/ui/toast";

// The forms pattern: a zod schema, react-hook-form with its resolver, Field shows the message.
const renameSchema = z.object({ name: z.string().trim().min(1, "Enter a name.").max(40, "At most 40 characters.") });

export function ShowcaseOverlays() {
  const [open, setOpen] = useState(false);
  const form = useForm<z.infer<typeof renameSchema>>({ resolver: zodResolver(renameSchema), defaultValues: { name: "Envíos" } });
  return (
    <Section title="Overlays and toasts" description="Focus is trapped inside, Escape closes, focus returns to the trigger.">
      <div className="flex flex-wrap gap-2">
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogTrigger asChild>
            <Button variant="secondary">Open dialog</Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Rename saved reply</DialogTitle>
              <DialogDescription>Teammates see the new name at once.</DialogDescription>
            </DialogHeader>
            <form
              noValidate
              onSubmit={form.handleSubmit(({ name }) => {
                setOpen(false);
                toast.success(`Renamed to “${name}”.`);
              })}
            >
              <Field label="Name" error={form.formState.errors.name?.message}>
                <Input {...form.register("name")} />
              </Field>
              <DialogFooter>
                <DialogClose asChild>
                  <Button variant="secondary">Cancel</Button>
                </DialogClose>
                <Button type="submit">Save</Button>
              </DialogFooter>
            </form>
          </DialogContent>
        </Dialog>

        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button variant="destructive">
              <Trash2 aria-hidden />
              Delete…
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogTitle>Delete this saved reply?</AlertDialogTitle>
            <AlertDialogDescription>Teammates will no longer see it. This cannot be undone.</AlertDialogDescription>
            <AlertDialogFooter>
              <AlertDialogCancel>Cancel</AlertDialogCancel>
              <AlertDialogAction onClick={() => toast("Deleted.")}>Delete</AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>

        <Sheet>
          <SheetTrigger asChild>
            <Button variant="secondary">Open sheet</Button>
          </SheetTrigger>
          <SheetContent side="bottom">
            <SheetTitle>Filters</SheetTitle>
            <SheetDescription className="mt-1">On phones, filters and menus slide up from the bottom.</SheetDescription>
            <div className="mt-4 flex flex-col gap-2">
              <Button variant="secondary">Unanswered</Button>
              <Button variant="secondary">Assigned to me</Button>
            </div>
          </SheetContent>
        </Sheet>

        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="secondary">
              Menu
              <ChevronDown aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent>
            <DropdownMenuLabel>Question</DropdownMenuLabel>
            <DropdownMenuItem onSelect={() => toast("Edit")}>
              <Pencil aria-hidden />
              Edit
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => toast("Assign")}>
              <UserPlus aria-hidden />
              Assign…
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem destructive onSelect={() => toast("Delete")}>
              <Trash2 aria-hidden />
              Delete
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>

        <Popover>
          <PopoverTrigger asChild>
            <Button variant="secondary">Popover</Button>
          </PopoverTrigger>
          <PopoverContent className="w-64 text-sm">Popovers hold small forms and pickers; they close on Escape or an outside click.</PopoverContent>
        </Popover>

        <Button variant="secondary" onClick={() => toast.success("Answer published.")}>
          Success toast
        </Button>
        <Button variant="secondary" onClick={() => toast.error("The marketplace refused the answer.")}>
          Error toast
        </Button>
      </div>
    </Section>
  );
}

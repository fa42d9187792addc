"use client";

import type { ReactNode } from "react";
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

/**
 * Confirmation for irreversible actions (delete, block). Radix traps focus, closes on Escape and
 * returns focus to the trigger, so keyboard users land back where they were. `children` (a choice, a
 * type-to-confirm field) sits between the description and the buttons; `confirmDisabled` holds the
 * confirming button until it is satisfied.
 */
export function ConfirmDialog(props: {
  trigger: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  children?: ReactNode;
  confirmDisabled?: boolean;
}) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>{props.trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{props.title}</AlertDialogTitle>
        <AlertDialogDescription>{props.description}</AlertDialogDescription>
        {props.children}
        <AlertDialogFooter>
          <AlertDialogCancel>{props.cancelLabel}</AlertDialogCancel>
          <AlertDialogAction onClick={props.onConfirm} disabled={props.confirmDisabled}>
            {props.confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

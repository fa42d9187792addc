"use client";

import { Command } from "cmdk";
import { Check, ChevronsUpDown, Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState, type ReactNode, type Ref } from "react";
import { cn } from "@/lib/cn";
import { useFieldControl } from "./field";
import { controlClass } from "./control";
import { Popover, PopoverContent, PopoverTrigger } from "./popover";
import { Text, textVariants } from "./text";
import { stack } from "./stack";

export type ComboboxOption = {
  value: string;
  label: string;
  /** A second line: text (cut at the end when long) or an element that lays itself out (a category path). */
  description?: ReactNode;
  /** The option's accessible name when its visible text is abbreviated (defaults to its text). */
  accessibleName?: string;
  disabled?: boolean;
};

type ComboboxProps = {
  options: ComboboxOption[];
  value: string | null;
  onValueChange: (value: string | null, option: ComboboxOption | null) => void;
  placeholder?: string;
  searchPlaceholder?: string;
  emptyText?: ReactNode;
  /**
   * Async search: called as the user types; the caller fetches and passes new `options`. When set, the
   * list is not filtered locally (the server already did), so results are shown as given.
   */
  onSearchChange?: (search: string) => void;
  loading?: boolean;
  /** Label of the selected value when it is not among the current `options` (e.g. after an async search). */
  selectedLabel?: string;
  disabled?: boolean;
  id?: string;
  className?: string;
  "aria-label"?: string;
  /** The trigger button (a form focuses it when the choice is missing). */
  ref?: Ref<HTMLButtonElement>;
};

/** A searchable select (categories, items, buyers): a button that opens a cmdk list in a popover. */
export function Combobox({
  options,
  value,
  onValueChange,
  placeholder,
  searchPlaceholder,
  emptyText,
  onSearchChange,
  loading = false,
  selectedLabel,
  disabled,
  className,
  ref,
  ...rest
}: ComboboxProps) {
  const t = useTranslations("ui");
  const wiring = useFieldControl(rest);
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState("");
  const contentId = useId();
  const selected = options.find((o) => o.value === value);
  const shown = selected?.label ?? (value ? selectedLabel : undefined);

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <button
          ref={ref}
          type="button"
          role="combobox"
          aria-expanded={open}
          aria-controls={contentId}
          aria-haspopup="listbox"
          aria-label={rest["aria-label"]}
          disabled={disabled}
          {...wiring}
          className={cn(controlClass, "flex min-h-11 items-center justify-between gap-2 text-left", !shown && "text-slate-500", className)}
        >
          <span className="truncate">{shown ?? placeholder ?? t("combobox.placeholder")}</span>
          <ChevronsUpDown aria-hidden className="size-4 shrink-0 text-slate-600" />
        </button>
      </PopoverTrigger>
      <PopoverContent id={contentId} className="w-[var(--radix-popover-trigger-width)] min-w-64 p-0">
        <Command
          shouldFilter={!onSearchChange}
          filter={containsFilter}
          label={rest["aria-label"] ?? placeholder}
          className={stack({ gap: 0 })}
        >
          <div className="flex items-center gap-2 border-b border-slate-200 px-3">
            <Command.Input
              value={search}
              onValueChange={(next) => {
                setSearch(next);
                onSearchChange?.(next);
              }}
              placeholder={searchPlaceholder ?? t("combobox.search")}
              className="min-h-11 w-full bg-transparent text-base outline-none placeholder:text-slate-500 md:text-sm"
            />
            {loading && <Loader2 aria-label={t("loading")} className="size-4 animate-spin text-slate-600" />}
          </div>
          <Command.List className="max-h-72 overflow-y-auto p-1">
            {!loading && (
              <Command.Empty className={cn("px-3 py-4 text-center", textVariants())}>{emptyText ?? t("combobox.empty")}</Command.Empty>
            )}
            {options.map((option) => (
              <Command.Item
                key={option.value}
                value={`${option.label} ${option.value}`}
                aria-label={option.accessibleName}
                disabled={option.disabled}
                onSelect={() => {
                  const same = option.value === value;
                  onValueChange(same ? null : option.value, same ? null : option);
                  setOpen(false);
                }}
                className="flex min-h-11 cursor-default items-center gap-2 rounded-md px-2 py-1.5 text-sm data-[disabled=true]:text-slate-400 data-[selected=true]:bg-slate-100 md:min-h-9"
              >
                <Check
                  aria-hidden
                  className={cn("size-4 shrink-0 text-accent-strong", option.value === value ? "opacity-100" : "opacity-0")}
                />
                <span className="flex min-w-0 flex-col">
                  <span className="truncate">{option.label}</span>
                  {typeof option.description === "string" ? (
                    <Text as="span" variant="caption" className="truncate">
                      {option.description}
                    </Text>
                  ) : (
                    option.description
                  )}
                </span>
              </Command.Item>
            ))}
          </Command.List>
        </Command>
      </PopoverContent>
    </Popover>
  );
}

/** Accent- and case-insensitive "contains" (cmdk's default is fuzzy, which lists too much for names). */
const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
function containsFilter(value: string, search: string): number {
  return fold(value).includes(fold(search.trim())) ? 1 : 0;
}

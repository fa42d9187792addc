"use client";

import { parseISO } from "date-fns";
import { enUS, es, ptBR } from "date-fns/locale";
import { DayPicker, type DateRange } from "react-day-picker";
import { stack } from "@/components/ui/stack";

const DATE_LOCALES = { en: enUS, es, "pt-BR": ptBR } as const;

/** The calendar of the date-range picker, in its own module so pages load it only when it opens. */
export default function RangeCalendar({
  selected,
  onSelect,
  locale,
  today,
  maxDays,
}: {
  selected: DateRange | undefined;
  onSelect: (range: DateRange | undefined) => void;
  locale: string;
  today: string;
  maxDays?: number;
}) {
  return (
    <DayPicker
      mode="range"
      // The first day chosen starts a new range instead of stretching the current one.
      resetOnSelect
      selected={selected}
      onSelect={onSelect}
      locale={DATE_LOCALES[locale as keyof typeof DATE_LOCALES] ?? enUS}
      defaultMonth={selected?.to ?? parseISO(today)}
      disabled={{ after: parseISO(today) }}
      max={maxDays ? maxDays - 1 : undefined}
      classNames={DAY_PICKER_CLASSES}
    />
  );
}

// Tailwind classes for react-day-picker's parts, instead of its stylesheet, so it matches the rest.
const DAY_PICKER_CLASSES = {
  root: "relative text-sm",
  months: stack({ gap: 4 }),
  month: stack({ gap: 2 }),
  month_caption: "flex h-9 items-center px-1 font-semibold capitalize",
  nav: "absolute top-0 right-0 flex gap-1",
  button_previous:
    "grid size-9 place-items-center rounded-md hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-accent disabled:opacity-40",
  button_next:
    "grid size-9 place-items-center rounded-md hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-accent disabled:opacity-40",
  chevron: "size-4 fill-slate-700",
  month_grid: "border-collapse",
  weekdays: "",
  weekday: "size-10 text-xs font-medium text-slate-600",
  week: "",
  day: "size-10 p-0 text-center",
  day_button:
    "size-10 rounded-md hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent disabled:cursor-not-allowed",
  selected: "[&>button]:bg-accent-strong [&>button]:text-white [&>button]:hover:bg-accent-strong",
  range_middle: "[&>button]:!bg-blue-100 [&>button]:!text-slate-900",
  range_start: "",
  range_end: "",
  today: "font-bold [&>button]:underline",
  outside: "text-slate-400",
  disabled: "text-slate-400",
  hidden: "invisible",
};

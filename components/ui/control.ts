/**
 * The control look shared by Input, Textarea, Select and Combobox triggers, and native selects. A module
 * of its own so a native control (the shell's language select) takes the look without the Field wiring.
 */
export const controlClass =
  "w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600 aria-invalid:border-red-700 md:text-sm";

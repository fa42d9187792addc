import type { ReactNode } from "react";
import { LanguageSelect } from "@/components/shell/language-select";

/** The centred card of the pages people see before they are signed in (sign-in, invitation). */
export function AuthCard({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 py-10">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="mb-6 flex items-center gap-3">
          <span aria-hidden className="grid size-10 place-items-center rounded-xl bg-brand text-lg font-black text-brand-ink">M</span>
          <span className="text-lg font-semibold">Mostrador</span>
        </div>
        {children}
      </div>
      <LanguageSelect />
    </main>
  );
}

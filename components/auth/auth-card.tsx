import type { ReactNode } from "react";
import { LanguageSelect } from "@/components/shell/language-select";
import { Card } from "@/components/ui/card";

/** The centred card of the pages people see before they are signed in (sign-in, invitation). */
export function AuthCard({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 py-10">
      <Card className="w-full max-w-md p-6 shadow-sm sm:p-8">
        <div className="mb-6 flex items-center gap-3">
          <span aria-hidden className="grid size-10 place-items-center rounded-xl bg-brand text-lg font-black text-brand-ink">
            M
          </span>
          <span className="text-lg font-semibold">Mostrador</span>
        </div>
        {children}
      </Card>
      <LanguageSelect />
    </main>
  );
}

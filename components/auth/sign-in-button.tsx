"use client";

import { signIn } from "next-auth/react";
import { useState } from "react";

export function SignInButton({ label, callbackUrl }: { label: string; callbackUrl: string }) {
  const [isPending, setPending] = useState(false);
  return (
    <button
      type="button"
      disabled={isPending}
      onClick={() => {
        setPending(true);
        void signIn("mercadolibre", { callbackUrl });
      }}
      className="mt-6 flex min-h-12 w-full items-center justify-center gap-2 rounded-xl bg-brand px-4 font-semibold text-brand-ink shadow-sm transition hover:brightness-95 disabled:opacity-70"
    >
      {isPending && <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-brand-ink border-t-transparent" />}
      {label}
    </button>
  );
}

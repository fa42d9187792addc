"use client";

import { signIn } from "next-auth/react";
import { useState } from "react";
import { Button } from "@/components/ui/button";

export function SignInButton({ label, callbackUrl }: { label: string; callbackUrl: string }) {
  const [isPending, setPending] = useState(false);
  return (
    <Button
      variant="brand"
      size="lg"
      loading={isPending}
      onClick={() => {
        setPending(true);
        void signIn("mercadolibre", { callbackUrl });
      }}
      className="mt-6 w-full"
    >
      {label}
    </Button>
  );
}

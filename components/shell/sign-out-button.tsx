"use client";

import { LogOut } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

export function SignOutButton() {
  const t = useTranslations("shell");
  return (
    <Button
      variant="ghost"
      className="px-3 font-medium text-slate-700"
      onClick={() => void import("next-auth/react").then(({ signOut }) => signOut({ callbackUrl: "/signin" }))}
    >
      <LogOut aria-hidden />
      {t("signOut")}
    </Button>
  );
}

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getServerSession } from "next-auth";
import type { ReactNode } from "react";
import { AccountAlert } from "@/components/shell/account-alert";
import { BottomBar } from "@/components/shell/bottom-bar";
import { Sidebar } from "@/components/shell/sidebar";
import { TopBar } from "@/components/shell/top-bar";
import { authOptions } from "@/lib/auth/options";

/** Session guard and the responsive shell: sidebar from md up, bottom bar on phones. */
export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const session = await getServerSession(authOptions());
  if (!session?.workspaceId) {
    const path = (await headers()).get("x-pathname") ?? "/";
    redirect(`/signin?callbackUrl=${encodeURIComponent(path)}`);
  }
  return (
    <div className="flex min-h-dvh">
      <Sidebar />
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar />
        <AccountAlert />
        <main className="flex-1 px-4 pt-4 pb-24 md:px-6 md:pb-8">{children}</main>
      </div>
      <BottomBar />
    </div>
  );
}

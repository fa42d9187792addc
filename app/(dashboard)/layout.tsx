import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getServerSession } from "next-auth";
import type { ReactNode } from "react";
import { AccountAlert } from "@/components/shell/account-alert";
import { AccountProvider } from "@/components/shell/account-context";
import { BottomBar } from "@/components/shell/bottom-bar";
import { OfflineBanner } from "@/components/shell/offline-banner";
import { ServiceWorker } from "@/components/shell/service-worker";
import { Sidebar } from "@/components/shell/sidebar";
import { TopBar } from "@/components/shell/top-bar";
import { authOptions } from "@/lib/auth/options";
import { readShellAccount } from "@/lib/auth/shell-account";

/**
 * Session guard and the responsive shell: sidebar from md up, bottom bar on phones. The membership is read
 * on every page load: a removed teammate's next page signs them out with a message.
 */
export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const session = await getServerSession(authOptions());
  if (!session?.workspaceId) {
    const path = (await headers()).get("x-pathname") ?? "/";
    redirect(`/signin?callbackUrl=${encodeURIComponent(path)}`);
  }
  const account = await readShellAccount(session.user.id, session.workspaceId, session.sessionVersion);
  if (!account) redirect("/session-ended");
  return (
    <AccountProvider account={account}>
      <div className="flex min-h-dvh">
        <Sidebar />
        <div className="flex min-w-0 flex-1 flex-col">
          <TopBar />
          <OfflineBanner />
          <AccountAlert />
          <main className="flex-1 px-4 pt-4 pb-24 md:px-6 md:pb-8">{children}</main>
        </div>
        <BottomBar />
        <ServiceWorker />
      </div>
    </AccountProvider>
  );
}

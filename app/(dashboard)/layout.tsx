import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { AccountAlert } from "@/components/shell/account-alert";
import { AccountProvider } from "@/components/shell/account-context";
import { BottomBar } from "@/components/shell/bottom-bar";
import { NoAccountAccess } from "@/components/shell/no-account-access";
import { OfflineBanner } from "@/components/shell/offline-banner";
import { ServiceWorker } from "@/components/shell/service-worker";
import { SessionEndedRedirect } from "@/components/shell/session-ended-redirect";
import { Sidebar } from "@/components/shell/sidebar";
import { TopBar } from "@/components/shell/top-bar";
import { readPageAccount } from "@/lib/accounts/page-account";
import { listAccounts, readShellAccount } from "@/lib/accounts/shell-account";

/**
 * Session guard and the responsive shell: sidebar from md up, bottom bar on phones. The account is the
 * URL's `account` param, else the session's default (lib/accounts/page-account), and the membership is read on
 * every page load: a removed teammate's next page signs them out with a message; a link to an account the
 * person has no role in says so, and shows nothing of it.
 */
export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const resolved = await readPageAccount();
  if (resolved.kind === "signed_out") redirect(`/signin?callbackUrl=${encodeURIComponent(resolved.path)}`);
  if (resolved.kind === "ended") redirect("/session-ended");
  if (resolved.kind === "no_access") return <NoAccountAccess accounts={await listAccounts(resolved.userId ?? "")} />;
  const shell = await readShellAccount(resolved.userId ?? "", resolved.facts);
  const linkAccount = resolved.explicit || shell.accounts.length > 1 ? shell.workspaceId : null;
  const t = await getTranslations("shell");
  return (
    <AccountProvider account={{ ...shell, linkAccount }}>
      {/* The first thing Tab reaches: past the navigation, straight to the page (hidden until focused). */}
      <a
        href="#content"
        className="sr-only z-50 rounded-lg bg-white font-medium focus:px-4 focus:py-3 text-accent-strong shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus-visible:outline-2 focus-visible:outline-accent"
      >
        {t("skipToContent")}
      </a>
      <div className="flex min-h-dvh">
        <Sidebar />
        <div className="flex min-w-0 flex-1 flex-col">
          <TopBar />
          <OfflineBanner />
          <AccountAlert />
          <main id="content" tabIndex={-1} className="flex-1 px-4 pt-4 pb-24 focus:outline-none md:px-6 md:pb-8">
            {children}
          </main>
        </div>
        <BottomBar />
        <ServiceWorker />
        <SessionEndedRedirect />
      </div>
    </AccountProvider>
  );
}

import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { Button } from "@/components/ui/button";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { findUsableInvitation } from "@/lib/team/invitations";
import { readLinkGrants, type LinkGrants } from "@/lib/team/link-grants";
import { JoinForm } from "./join-form";
import { InvitedAccounts } from "./invited-accounts";
import { Heading } from "@/components/ui/text";

export async function generateMetadata(): Promise<Metadata> {
  // The secret is in this page's URL: never send it to another site as a referrer, never index it.
  return { title: (await getTranslations("team"))("join.pageTitle"), referrer: "no-referrer", robots: { index: false, follow: false } };
}

type LinkProblem = "invalid_link" | "expired_link" | "used_link" | "link_no_accounts";

/** What the link grants now (whoever opens it: an account they are already in is only known when they join). */
async function readInvitation(token: string): Promise<{ grants: LinkGrants; problem?: undefined } | { problem: LinkProblem }> {
  try {
    const db = await getDb();
    const grants = await readLinkGrants(db, await findUsableInvitation(db, token), null);
    return grants.granted.length > 0 ? { grants } : { problem: "link_no_accounts" };
  } catch (error) {
    if (error instanceof AppError) return { problem: error.code as LinkProblem };
    throw error;
  }
}

export default async function InvitePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const t = await getTranslations("team");
  const invitation = await readInvitation(token);

  return (
    <AuthCard>
      {invitation.problem === undefined ? (
        <>
          <InvitedAccounts grants={invitation.grants} />
          <JoinForm token={token} />
        </>
      ) : (
        <>
          <Heading as="h1" variant="page">
            {t(`linkProblem.${invitation.problem}.title`)}
          </Heading>
          <p role="alert" className="mt-3 text-slate-700">
            {t(`linkProblem.${invitation.problem}.body`)}
          </p>
          <Button asChild variant="link" className="mt-6 px-0 underline">
            <Link href="/signin">{t("join.goToSignIn")}</Link>
          </Button>
        </>
      )}
    </AuthCard>
  );
}

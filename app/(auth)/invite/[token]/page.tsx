import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { Button } from "@/components/ui/button";
import { getDb } from "@/lib/db";
import { TeamError } from "@/lib/team/errors";
import { findUsableInvitation } from "@/lib/team/invitations";
import { JoinForm } from "./join-form";

export async function generateMetadata(): Promise<Metadata> {
  // The secret is in this page's URL: never send it to another site as a referrer, never index it.
  return { title: (await getTranslations("team"))("join.pageTitle"), referrer: "no-referrer", robots: { index: false, follow: false } };
}

type LinkProblem = "invalid_link" | "expired_link" | "used_link";

async function readInvitation(token: string) {
  try {
    return { invitation: await findUsableInvitation(await getDb(), token) };
  } catch (error) {
    if (error instanceof TeamError) return { problem: error.code as LinkProblem };
    throw error;
  }
}

export default async function InvitePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const t = await getTranslations("team");
  const tRoot = await getTranslations();
  const { invitation, problem } = await readInvitation(token);

  return (
    <AuthCard>
      {invitation ? (
        <>
          <h1 className="text-2xl font-bold tracking-tight">{t("join.title", { nickname: invitation.workspace.nickname })}</h1>
          <p className="mt-2 text-slate-700">{t("join.role", { role: tRoot(`roles.${invitation.role}`) })}</p>
          <p className="mt-1 text-sm text-slate-600">{t(`roleHelp.${invitation.role}`)}</p>
          <JoinForm token={token} />
        </>
      ) : (
        <>
          <h1 className="text-2xl font-bold tracking-tight">{t(`linkProblem.${problem}.title`)}</h1>
          <p role="alert" className="mt-3 text-slate-700">
            {t(`linkProblem.${problem}.body`)}
          </p>
          <Button asChild variant="link" className="mt-6 px-0 underline">
            <Link href="/signin">{t("join.goToSignIn")}</Link>
          </Button>
        </>
      )}
    </AuthCard>
  );
}

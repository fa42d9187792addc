import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { Button } from "@/components/ui/button";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { findUsableInvitation } from "@/lib/team/invitations";
import { JoinForm } from "./join-form";
import { Heading, Text } from "@/components/ui/text";

export async function generateMetadata(): Promise<Metadata> {
  // The secret is in this page's URL: never send it to another site as a referrer, never index it.
  return { title: (await getTranslations("team"))("join.pageTitle"), referrer: "no-referrer", robots: { index: false, follow: false } };
}

type LinkProblem = "invalid_link" | "expired_link" | "used_link";

async function readInvitation(token: string) {
  try {
    return { invitation: await findUsableInvitation(await getDb(), token) };
  } catch (error) {
    if (error instanceof AppError) return { problem: error.code as LinkProblem };
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
          <Heading as="h1" variant="page">
            {t("join.title", { nickname: invitation.workspace.nickname })}
          </Heading>
          <p className="mt-2 text-slate-700">{t("join.role", { role: tRoot(`roles.${invitation.role}`) })}</p>
          <Text className="mt-1">{t(`roleHelp.${invitation.role}`)}</Text>
          <JoinForm token={token} />
        </>
      ) : (
        <>
          <Heading as="h1" variant="page">
            {t(`linkProblem.${problem}.title`)}
          </Heading>
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

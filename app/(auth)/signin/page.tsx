import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getServerSession } from "next-auth";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { CredentialsForm } from "@/components/auth/credentials-form";
import { Alert } from "@/components/ui/alert";
import { SignInButton } from "@/components/auth/sign-in-button";
import { authOptions } from "@/lib/auth/options";
import { safeCallbackUrl } from "@/lib/auth/safe-callback";
import { env } from "@/lib/env";
import { isMarketplaceReachable } from "@/lib/marketplace/reachability";
import { Heading, Text } from "@/components/ui/text";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("signin"))("title") };
}

const KNOWN_ERRORS = [
  "OAuthSignin",
  "OAuthCallback",
  "OAuthProfile",
  "Callback",
  "ConnectionStore",
  "AccessDenied",
  "State",
  "SessionRequired",
  "AccessEnded",
  "SessionEnded",
  "Cancelled",
];

export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const params = await searchParams;
  // Only a path on our own origin: anything else here would be an open redirect.
  const callbackUrl = safeCallbackUrl(params.callbackUrl, env().appUrl);
  const session = await getServerSession(authOptions());
  if (session?.workspaceId && !params.error) redirect(callbackUrl);

  const t = await getTranslations("signin");
  const reachable = await isMarketplaceReachable();
  const errorKey = params.error ? (KNOWN_ERRORS.includes(params.error) ? params.error : "Default") : null;

  return (
    <AuthCard>
      <Heading as="h1" variant="page">
        {t("title")}
      </Heading>
      <p className="mt-2 text-slate-600">{t("subtitle")}</p>
      {errorKey && (
        <Alert tone="danger" className="mt-5">
          {t(`errors.${errorKey}`)}
        </Alert>
      )}
      {!reachable && (
        <Alert tone="warning" className="mt-5">
          {t("unreachable")}
        </Alert>
      )}
      <SignInButton label={t("button")} callbackUrl={callbackUrl} />
      {env().usesSandbox && <Text className="mt-4">{t("sandboxHint")}</Text>}
      <CredentialsForm callbackUrl={callbackUrl} />
    </AuthCard>
  );
}

import "server-only";
import type { NextAuthOptions } from "next-auth";
import { getDb } from "../db";
import { env } from "../env";
import { tokenResponseSchema } from "../marketplace/oauth";
import { userMeSchema } from "../marketplace/users";
import { secrets } from "../secrets";
import { clearConnectIntent, readConnectIntent } from "../accounts/connect-intent";
import { connectSeller } from "../accounts/connect-seller";
import { applyCredentialsUser, credentialsProvider } from "./credentials";
import { safeCallbackUrl } from "./safe-callback";
import { SESSION_MAX_AGE_S, tokenSessionVersion } from "./session-version";
import { marketplaceProvider } from "./provider";
import { logger } from "../log";

const log = logger("auth");

let cached: NextAuthOptions | undefined;

/**
 * next-auth configuration, built on first use (not at import: `next build` must not create secrets).
 * Sessions are JWT cookies holding only our own ids: marketplace tokens stay in the database.
 */
export function authOptions(): NextAuthOptions {
  cached ??= {
    secret: secrets().sessionSecret,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_S },
    providers: [marketplaceProvider(), credentialsProvider()],
    pages: { signIn: "/signin", error: "/signin" },
    callbacks: {
      async signIn({ account, profile }) {
        if (account?.provider !== "mercadolibre") return true;
        const user = userMeSchema.safeParse(profile);
        const tokens = tokenResponseSchema.safeParse({
          ...account,
          expires_in: expiresIn(account.expires_at),
          user_id: Number(user.data?.id),
        });
        if (!user.success || !tokens.success) return "/signin?error=OAuthProfile";
        // "Connect another account" (a signed-in person's intent): attach this seller to them as owner. An
        // intent whose session has ended since is refused outright: no seller attached, no cookie minted.
        const intent = await readConnectIntent();
        if (intent.kind === "refused") {
          await clearConnectIntent();
          return "/signin?error=SessionEnded";
        }
        try {
          await connectSeller(user.data, tokens.data, intent.kind === "attach" ? intent.userId : undefined);
          return true;
        } catch (error) {
          log.error({ err: error }, "could not store the seller connection");
          return "/signin?error=ConnectionStore";
        }
      },
      async jwt({ token, account, profile, user }) {
        if (account?.provider === "credentials" && user) return applyCredentialsUser(token, user);
        if (account?.provider === "mercadolibre" && profile) {
          const db = await getDb();
          const intent = await readConnectIntent();
          if (intent.kind === "refused") throw new Error("The session that asked to connect an account has ended."); // signIn refused it first
          if (intent.kind === "attach") {
            const attachedTo = intent.userId;
            // The same person, now defaulting to the account just connected.
            await clearConnectIntent();
            const sellerId = BigInt(String((profile as { id: number }).id));
            const workspace = await db.workspace.findUniqueOrThrow({ where: { sellerId } });
            const person = await db.user.findUniqueOrThrow({ where: { id: attachedTo } });
            token.uid = person.id;
            token.workspaceId = workspace.id;
            token.sv = person.sessionVersion;
            return token;
          }
          const user = await db.user.findUniqueOrThrow({
            where: { marketplaceUserId: BigInt(String((profile as { id: number }).id)) },
            include: { memberships: { orderBy: { createdAt: "asc" }, take: 1 } },
          });
          token.uid = user.id;
          token.workspaceId = user.memberships[0]?.workspaceId;
          token.sv = user.sessionVersion;
        }
        return token;
      },
      // Every redirect next-auth makes (after the OAuth round trip, sign-in, sign-out) stays on our origin.
      redirect({ url, baseUrl }) {
        return new URL(safeCallbackUrl(url, baseUrl), baseUrl).toString();
      },
      session({ session, token }) {
        // Only our ids reach the browser.
        session.user = { id: String(token.uid ?? ""), name: session.user?.name ?? null };
        session.workspaceId = typeof token.workspaceId === "string" ? token.workspaceId : null;
        session.sessionVersion = tokenSessionVersion(token);
        return session;
      },
    },
    logger: {
      // next-auth's default logger prints request metadata (which can hold tokens): keep code and message.
      error: (code, metadata) => log.error({ code }, (metadata as Error)?.message ?? code),
      warn: (code) => log.warn({ code }, code),
      debug: () => {},
    },
    useSecureCookies: env().appUrl.startsWith("https://"),
  };
  return cached;
}

function expiresIn(expiresAt: unknown): number {
  return typeof expiresAt === "number" ? Math.max(1, Math.round(expiresAt - Date.now() / 1000)) : 3600;
}

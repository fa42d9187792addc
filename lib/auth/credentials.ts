import "server-only";
import type { User } from "next-auth";
import type { JWT } from "next-auth/jwt";
import CredentialsProvider from "next-auth/providers/credentials";
import { getDb } from "../db";
import { burnPasswordCheck, verifyPassword } from "../team/password";
import { signInLimiter } from "../team/sign-in-limiter";
import { emailSchema } from "../team/schemas";

/**
 * Error codes the sign-in form translates. next-auth hands a thrown error's message to the browser as
 * `error`; a `null` from authorize becomes "CredentialsSignin" (wrong e-mail or password, deliberately
 * the same answer for both so the form cannot be used to find out who has an account).
 */
export const CREDENTIALS_ERRORS = { tooManyAttempts: "TooManyAttempts", noAccess: "NoAccess" } as const;

type TeammateUser = User & { workspaceId: string };

/**
 * Teammates sign in with e-mail and password (owners use the marketplace). `workspaceId` is an
 * optional hint from the join form so a teammate of several accounts lands in the one they just joined;
 * it is honoured only when they are a member of it.
 */
export function credentialsProvider() {
  return CredentialsProvider({
    id: "credentials",
    name: "E-mail",
    credentials: { email: { type: "email" }, password: { type: "password" }, workspaceId: { type: "text" } },
    async authorize(credentials) {
      const email = emailSchema.safeParse(credentials?.email);
      const password = credentials?.password ?? "";
      if (!email.success || !password) return null;
      const limiter = signInLimiter();
      if ((await limiter.retryAfterMs(email.data)) > 0) throw new Error(CREDENTIALS_ERRORS.tooManyAttempts);

      const db = await getDb();
      const user = await db.user.findUnique({
        where: { email: email.data },
        include: { memberships: { orderBy: { createdAt: "asc" } } },
      });
      let isValid = false;
      if (user?.passwordHash) isValid = await verifyPassword(user.passwordHash, password);
      else await burnPasswordCheck(password);
      if (!user || !isValid) {
        await limiter.recordFailure(email.data);
        return null;
      }
      await limiter.reset(email.data);
      const membership = user.memberships.find((m) => m.workspaceId === credentials?.workspaceId) ?? user.memberships[0];
      if (!membership) throw new Error(CREDENTIALS_ERRORS.noAccess);
      const signedIn: TeammateUser = { id: user.id, name: user.name, workspaceId: membership.workspaceId };
      return signedIn;
    },
  });
}

/** The JWT keeps only our ids, as for marketplace sign-ins. */
export function applyCredentialsUser(token: JWT, user: User): JWT {
  token.uid = user.id;
  token.workspaceId = (user as Partial<TeammateUser>).workspaceId;
  return token;
}

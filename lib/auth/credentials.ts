import "server-only";
import type { User } from "next-auth";
import type { JWT } from "next-auth/jwt";
import CredentialsProvider from "next-auth/providers/credentials";
import { getDb } from "../db";
import { burnPasswordCheck, verifyPassword } from "../team/password";
import { signInLimiter } from "../team/sign-in-limiter";
import { checkCredentials } from "./check-credentials";
import { clientAddress } from "./client-address";
import { knownDeviceOf } from "./known-device";
import { emailSchema } from "../schemas/team";

/**
 * Error codes the sign-in form translates. next-auth hands a thrown error's message to the browser as
 * `error`; a `null` from authorize becomes "CredentialsSignin" (wrong e-mail or password, deliberately
 * the same answer for both so the form cannot be used to find out who has an account).
 */
export const CREDENTIALS_ERRORS = { tooManyAttempts: "TooManyAttempts", noAccess: "NoAccess" } as const;

type TeammateUser = User & { workspaceId: string; sessionVersion: number };

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
    async authorize(credentials, req) {
      const email = emailSchema.safeParse(credentials?.email);
      if (!email.success || !credentials?.password) return null;
      const outcome = await checkCredentials(
        { db: await getDb(), limiter: signInLimiter(), verify: verifyPassword, burn: burnPasswordCheck },
        {
          email: email.data,
          password: credentials.password,
          workspaceId: credentials.workspaceId,
          address: clientAddress(req.headers?.["x-forwarded-for"]),
          knownDeviceOf: await knownDeviceOf(req.headers?.cookie),
        },
      );
      if (outcome.ok) return outcome.user satisfies TeammateUser;
      if (outcome.reason === "invalid") return null;
      throw new Error(outcome.reason === "tooManyAttempts" ? CREDENTIALS_ERRORS.tooManyAttempts : CREDENTIALS_ERRORS.noAccess);
    },
  });
}

/** The JWT keeps only our ids, as for marketplace sign-ins. */
export function applyCredentialsUser(token: JWT, user: User): JWT {
  token.uid = user.id;
  token.workspaceId = (user as Partial<TeammateUser>).workspaceId;
  token.sv = (user as Partial<TeammateUser>).sessionVersion ?? 0;
  return token;
}

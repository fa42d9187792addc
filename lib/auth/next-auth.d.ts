import "next-auth";
import "next-auth/jwt";

declare module "next-auth" {
  interface Session {
    user: { id: string; name: string | null };
    workspaceId: string | null;
    /** The session version the cookie was issued under (lib/auth/session-version.ts); not secret. */
    sessionVersion: number;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    uid?: string;
    workspaceId?: string;
    /** Session version (users.session_version when issued): a bump ends every older cookie. */
    sv?: number;
  }
}

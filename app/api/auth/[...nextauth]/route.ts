import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { authOptions } from "@/lib/auth/options";

// Options are built per request (lazily, once) so `next build` never reads secrets.
const handler = (req: NextRequest, ctx: { params: Promise<{ nextauth: string[] }> }) => NextAuth(req, ctx, authOptions());

export { handler as GET, handler as POST };

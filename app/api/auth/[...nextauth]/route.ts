import NextAuth from "next-auth";
import { NextResponse, type NextRequest } from "next/server";
import { authOptions } from "@/lib/auth/options";

type Ctx = { params: Promise<{ nextauth: string[] }> };

// Options are built per request (lazily, once) so `next build` never reads secrets.
const handler = (req: NextRequest, ctx: Ctx) => NextAuth(req, ctx, authOptions());

/**
 * Pressing Cancel on the marketplace's consent page comes back as `error=access_denied`, which next-auth
 * folds into a generic callback failure; the user chose this, so the sign-in page says exactly that.
 */
async function GET(req: NextRequest, ctx: Ctx) {
  const { nextauth } = await ctx.params;
  if (nextauth[0] === "callback" && req.nextUrl.searchParams.get("error") === "access_denied") {
    return NextResponse.redirect(new URL("/signin?error=Cancelled", req.nextUrl.origin));
  }
  return handler(req, ctx);
}

export { GET, handler as POST };

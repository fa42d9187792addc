import { NextResponse, type NextRequest } from "next/server";

/** Lets server layouts know the requested path (for the sign-in redirect's callbackUrl). */
export function proxy(request: NextRequest) {
  const headers = new Headers(request.headers);
  headers.set("x-pathname", request.nextUrl.pathname + request.nextUrl.search);
  return NextResponse.next({ request: { headers } });
}

export const config = { matcher: ["/((?!api|_next|favicon.ico|icons|manifest.webmanifest).*)"] };

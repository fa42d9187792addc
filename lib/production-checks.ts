import { parseOrigins } from "./net/origins";
import { productionOriginProblem } from "./push/endpoint-policy";
import { logger } from "./log";

const log = logger("mostrador");

/**
 * Settings a production server refuses to start with. Plain (no server-only, no env()): read by
 * instrumentation.ts under every server and by scripts/start.ts before anything starts.
 */
const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

const isLoopback = (hostname: string) => LOOPBACK.has(hostname) || /^127(\.\d{1,3}){3}$/.test(hostname);

export function productionProblems(source: Record<string, string | undefined>): string[] {
  if (source.NODE_ENV !== "production") return [];
  const problems: string[] = [];
  const appUrl = source.NEXTAUTH_URL ?? `http://localhost:${source.APP_PORT ?? 3000}`;
  let url: URL | null = null;
  try {
    url = new URL(appUrl);
  } catch {
    problems.push(`NEXTAUTH_URL is not a URL: ${appUrl}`);
  }
  // Over http a session cookie, a password and the marketplace's callback travel readable by anyone on
  // the way. This machine alone (npm start's quick start, the test suite) is not "on the way".
  if (url && url.protocol !== "https:" && !isLoopback(url.hostname) && source.ALLOW_INSECURE_HTTP !== "1")
    problems.push(
      `NEXTAUTH_URL must be https in production (it is ${appUrl}). Put the app behind an https proxy (docs/deploying.md), ` +
        `or set ALLOW_INSECURE_HTTP=1 for a trial on a private network.`,
    );
  // The tests' launcher (test reset against the sandbox) runs the production build with a local push service.
  const testLauncher = source.MOSTRADOR_TEST_RESET === "1" && !source.MARKETPLACE_API_URL;
  if (!testLauncher) {
    let origins: string[] = [];
    try {
      origins = parseOrigins(source.PUSH_EXTRA_ORIGINS);
    } catch (error) {
      problems.push(`PUSH_EXTRA_ORIGINS: ${(error as Error).message}`);
    }
    for (const why of origins.map(productionOriginProblem).filter(Boolean))
      problems.push(`PUSH_EXTRA_ORIGINS: ${why}; the server would post to it. Only public https push services serve production.`);
  }
  return problems;
}

/** Ends the process with a clear message when a production server would start unsafe. */
export function refuseUnsafeProduction(source: Record<string, string | undefined>): void {
  const problems = productionProblems(source);
  if (!problems.length) return;
  for (const problem of problems) log.fatal(`refusing to start: ${problem}`);
  process.exit(1);
}

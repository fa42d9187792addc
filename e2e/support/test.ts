// The specs' one starting point: `import { expect, test } from "../support/test"` instead of
// "@playwright/test". Every test then starts from a fresh sandbox and an empty app database (no
// `beforeEach` reset to copy), and a file says once how its tests begin:
//
//   test.use({ signIn: "MLA" });                          // signed in as TIENDA_PAMPA, on the dashboard
//   test.use({ signIn: "MLA", firstImport: "questions" }); // …and on /questions once its first sweep ended
//
// The older helpers (sandbox(request).reset(), signInAs, signInToInbox, inviteTeammate…) keep working:
// this file builds on them. e2e/README.md says how to write a spec.
import { test as base, type Page } from "@playwright/test";
import { openInbox } from "./questions";
import { inviteTeammate, sandbox as sandboxOf, SELLERS, signInAs, syncNow } from "./support";

/** A seeded account to sign in as: a seller by its site, or any account the consent page lists. */
export type SignIn = keyof typeof SELLERS | { nickname: string; site: string; role?: "Seller" | "Buyer" };

/** What the test finds imported before it starts (each test starts from an empty app database). */
export type FirstImport = "questions" | "sales";

type Options = {
  /** Reset the sandbox and empty the app's database before the test (true unless told). */
  freshStart: boolean;
  /** Sign the test's `page` in before the test (null: not signed in, the default). */
  signIn: SignIn | null;
  /**
   * After signing in: "questions" opens /questions and waits for its opening sweep (signInToInbox);
   * "sales" runs the sales import to completion, so /sales has rows on its first render (signInWithSales).
   */
  firstImport: FirstImport | null;
};

type Fixtures = {
  /** This worker's sandbox control routes (clock, faults, request log…), as sandbox(request) gives them. */
  sandbox: ReturnType<typeof sandboxOf>;
  /**
   * A teammate of the signed-in `page`: the owner invites them with `role` through the API and they join
   * in a browser context of their own, closed when the test ends. Returns the teammate's page, signed in.
   */
  teammate: (role: "agent" | "viewer", name: string) => Promise<Page>;
  /** Runs the fresh start (an automatic fixture, so it comes before every hook and test of the file). */
  startedFresh: void;
};

export const test = base.extend<Options & Fixtures>({
  freshStart: [true, { option: true }],
  signIn: [null, { option: true }],
  firstImport: [null, { option: true }],

  startedFresh: [
    async ({ request, freshStart }, provide) => {
      if (freshStart) await sandboxOf(request).reset();
      await provide();
    },
    { auto: true },
  ],

  sandbox: async ({ request }, provide) => {
    await provide(sandboxOf(request));
  },

  // Depends on startedFresh by name: the sign-in must follow the reset, which empties the sessions.
  page: async ({ page, signIn, firstImport, startedFresh }, provide) => {
    void startedFresh;
    if (signIn) {
      const account = typeof signIn === "string" ? SELLERS[signIn] : signIn;
      await signInAs(page, account.nickname, account.site, typeof signIn === "string" ? "Seller" : (signIn.role ?? "Seller"));
    } else if (firstImport) throw new Error(`firstImport: "${firstImport}" needs signIn`);
    if (firstImport === "questions") await openInbox(page, { until: "synced" });
    if (firstImport === "sales") await syncNow(page.request, "sales");
    await provide(page);
  },

  teammate: async ({ page, browser }, provide) => {
    const joined: Page[] = [];
    await provide(async (role, name) => {
      const teammatePage = await inviteTeammate(page, browser, role, name);
      joined.push(teammatePage);
      return teammatePage;
    });
    for (const p of joined) await p.context().close();
  },
});

export { expect } from "@playwright/test";
// Types too, so a spec has one import for both: `import { expect, test, type Page } from "../support/test"`.
export type * from "@playwright/test";

import { expect, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { APP_URL, SANDBOX_URL } from "../../playwright.config";

export const SELLERS = {
  MLA: { id: 241370001, nickname: "TIENDA_PAMPA", site: "MLA · Argentina · ARS" },
  MLB: { id: 241370002, nickname: "CASA_DO_CAMPO_BR", site: "MLB · Brazil · BRL" },
  MLM: { id: 241370003, nickname: "ELECTROHOGAR_OFICIAL", site: "MLM · Mexico · MXN" },
} as const;

/** Talks to the sandbox's control routes (reset, clock, faults, request log). */
export function sandbox(request: APIRequestContext) {
  const post = async (path: string, data: unknown) => {
    const res = await request.post(`${SANDBOX_URL}${path}`, { data });
    expect(res.ok(), `${path}: ${res.status()}`).toBeTruthy();
    return res.json();
  };
  const get = async (path: string) => {
    const res = await request.get(`${SANDBOX_URL}${path}`);
    expect(res.ok(), `${path}: ${res.status()}`).toBeTruthy();
    return res.json();
  };
  return {
    /**
     * A fresh start for the test: the sandbox's state and the app's database (MOSTRADOR_TEST_RESET), so
     * no test sees copies of questions or sales that an earlier test left behind. Call it before signing in.
     */
    reset: async () => {
      // The launcher waits for the app only; the sandbox may still be building its catalog on a busy machine.
      await expect
        .poll(
          () =>
            request.get(`${SANDBOX_URL}/__sandbox/clock`).then(
              (r) => r.ok(),
              () => false,
            ),
          { timeout: 120_000 },
        )
        .toBe(true);
      const reset = await post("/__sandbox/reset", {});
      const app = await request.post(`${APP_URL}/api/testing/reset`);
      expect(app.ok(), `app reset: ${app.status()}`).toBeTruthy();
      return reset;
    },
    advanceClock: (ms: number) => post("/__sandbox/clock", { advance_ms: ms }),
    fault: (rule: {
      method?: string;
      path: string;
      status?: number;
      body?: unknown;
      headers?: Record<string, string>;
      delay_ms?: number;
      count: number;
    }) => post("/__sandbox/faults", rule),
    clearFaults: () => request.delete(`${SANDBOX_URL}/__sandbox/faults`),
    requests: (path: string) =>
      get(`/__sandbox/requests?path=${encodeURIComponent(path)}`) as Promise<
        Array<{ method: string; status: number; body?: { grant_type?: string } }>
      >,
    currentRefreshToken: async (userId: number) =>
      ((await get(`/__sandbox/grants?user_id=${userId}`)) as { refresh_token: string }).refresh_token,
    /** Spends a refresh token directly, as another app would: proves whether the sandbox still accepts it. */
    tryRefresh: (refreshToken: string) =>
      request.post(`${SANDBOX_URL}/oauth/token`, {
        form: {
          grant_type: "refresh_token",
          client_id: "5503910054141466",
          client_secret: "sandbox-client-secret",
          refresh_token: refreshToken,
        },
      }),
  };
}

/**
 * Signs in as a seeded user (a seller unless told) through the same OAuth round trip as the browser
 * (next-auth's sign-in POST, the sandbox's consent form, the callback), sent over the page's own cookie
 * jar instead of rendering /signin and the consent page; then opens the dashboard. The tests of sign-in
 * itself (auth/sign-in, auth/sign-in-errors, the consent test in auth/tokens) click through those pages.
 */
export async function signInAs(page: Page, nickname: string, site: string, role: "Seller" | "Buyer" = "Seller") {
  const { request } = page.context();
  const csrf = await request.get("/api/auth/csrf");
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const app = new URL(csrf.url()).origin; // the page's app: this worker's stack, or a cluster instance
  const started = await request.post("/api/auth/signin/mercadolibre", {
    form: { csrfToken, callbackUrl: `${app}/`, json: "true" },
    headers: { origin: app },
  });
  expect(started.ok(), `sign-in start: ${started.status()}`).toBeTruthy();
  const authorize = new URL(((await started.json()) as { url: string }).url);
  const user = await seededUserId(request, authorize, nickname, site, role);
  // The consent form posts the authorization request's own parameters back, with the chosen account.
  const consent = await request.post(new URL("/authorization", authorize).toString(), {
    form: { ...Object.fromEntries(authorize.searchParams), user_id: String(user), decision: "allow" },
    maxRedirects: 0,
  });
  const callback = consent.headers()["location"];
  expect(consent.status(), `consent: ${consent.status()} ${callback ?? ""}`).toBe(302);
  const signedIn = await request.get(callback!, { maxRedirects: 0 });
  expect(signedIn.status(), `callback: ${signedIn.status()}`).toBe(302);
  expect(signedIn.headers()["location"], "the callback lands on the dashboard, not an error page").toBe(`${app}/`);
  await page.goto("/");
  await expect(page.getByTestId("seller-nickname")).toHaveText(nickname);
}

/** The seeded account the consent page lists as "NICKNAME · SITE · Role" (its radio's value). */
async function seededUserId(request: APIRequestContext, authorize: URL, nickname: string, site: string, role: string): Promise<number> {
  const consentPage = await (await request.get(authorize.toString())).text();
  const label = `${nickname} · ${site.slice(0, 3)} · ${role}`;
  const match = new RegExp(`value="(\\d+)"[^>]*>${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}<`).exec(consentPage);
  expect(match, `the consent page lists ${label}`).not.toBeNull();
  return Number(match![1]);
}

/** The signed-in owner invites a teammate through the API; the teammate joins in a fresh browser. */
export async function inviteTeammate(owner: Page, browser: Browser, role: "agent" | "viewer", name: string): Promise<Page> {
  const res = await owner.request.post("/api/team/invitations", { data: { role } });
  expect(res.ok(), `invitation: ${res.status()}`).toBeTruthy();
  const { url } = (await res.json()) as { url: string };
  return joinTeam(browser, url, name, role);
}

/** A new teammate opens an invitation link in a fresh browser and joins with a new account (e-mail from `prefix`). */
export async function joinTeam(browser: Browser, url: string, name: string, prefix: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(url);
  await page.getByLabel("Your name").fill(name);
  await page.getByLabel("E-mail").fill(`${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`);
  await page.getByLabel("Choose a password").fill("a long enough password");
  await page.getByRole("button", { name: "Join and sign in" }).click();
  // Joining hashes the password (argon2id) and signs in: seconds on a busy machine.
  await expect(page.getByTestId("seller-nickname")).toBeVisible({ timeout: 30_000 });
  return page;
}

/** A sandbox access token for a seeded user, as the marketplace's OAuth would grant it: to read the sandbox as that user. */
export async function tokenFor(request: APIRequestContext, userId: number): Promise<string> {
  const res = await request.post(`${SANDBOX_URL}/__sandbox/tokens`, { data: { user_id: userId } });
  expect(res.ok(), `token: ${res.status()}`).toBeTruthy();
  return ((await res.json()) as { access_token: string }).access_token;
}

/**
 * GET on the sandbox as a seeded user (a test checking what the marketplace holds). The real profile
 * limits each application's rate, and this bypasses the app's governor: a 429 waits its Retry-After.
 */
export async function sandboxGetAs(request: APIRequestContext, userId: number, path: string): Promise<unknown> {
  const token = await tokenFor(request, userId);
  for (let attempt = 1; ; attempt++) {
    const res = await request.get(`${SANDBOX_URL}${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (res.status() === 429 && attempt < 10) {
      await new Promise((resolve) => setTimeout(resolve, Number(res.headers()["retry-after"] ?? 1) * 1000));
      continue;
    }
    expect(res.ok(), `${path}: ${res.status()}`).toBeTruthy();
    return res.json();
  }
}

/**
 * Picks `option` in the select named `combobox` (opened with a click, like the shared Select). The name is
 * matched whole unless `exact: false`, which matches a part of it (case-insensitive).
 */
export async function choose(page: Page, combobox: string | RegExp, option: string, { exact = true }: { exact?: boolean } = {}) {
  await page.getByRole("combobox", { name: combobox, exact }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/**
 * The toast that says `text`, leaving out one on its way out: sonner keeps a dismissed toast in the page
 * (`data-removed`) while it animates away, so an action repeated at once would find two.
 */
export function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]:not([data-removed="true"])').filter({ hasText: text });
}

/**
 * Runs the workspace's bulk sync now (POST /api/{questions,sales}/sync), as a client should: a sync
 * that ran moments ago answers 429 sync_too_soon with Retry-After (lib/jobs/sync-interval.ts), so wait
 * that long and ask again. Returns the successful response.
 */
export async function syncNow(request: APIRequestContext, kind: "questions" | "sales", timeout = 150_000) {
  for (let attempt = 0; ; attempt++) {
    const res = await request.post(`/api/${kind}/sync`, { timeout });
    if (res.status() !== 429 || attempt >= 3) {
      expect(res.ok(), `POST /api/${kind}/sync: ${res.status()}`).toBeTruthy();
      return res;
    }
    await new Promise((resolve) => setTimeout(resolve, Number(res.headers()["retry-after"] ?? 1) * 1000));
  }
}

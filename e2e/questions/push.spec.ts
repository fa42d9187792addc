import { expect, test, type BrowserContext, type Page } from "../support/test";
import { APP_URL, PUSH_SERVICE_PORT } from "../../playwright.config";
import { startPushService, type LocalPushService } from "../../lib/testing/push-service";
import { BUYER, buyerAsks, composer, signInToInbox, upstreamQuestion } from "../support/questions";
import { SELLERS } from "../support/support";

// The inbox's first sweep after a reset imports the seller's questions: slow on a busy machine.
test.describe.configure({ timeout: 240_000 });

let push: LocalPushService;
test.beforeAll(async () => {
  push = await startPushService({ port: PUSH_SERVICE_PORT });
});
test.afterAll(() => push.close());

type Payload = { title: string; body: string; url: string; tag: string };
type Shown = { title: string; body: string; tag: string; data: { url: string } };

/** Turns notifications on through Settings, as a teammate would. */
async function turnOnPush(page: Page, context: BrowserContext) {
  const sub = await openWithStubbedPush(page, context);
  const device = page.getByRole("region", { name: "This device" });
  await device.getByRole("button", { name: "Turn on notifications" }).click();
  await expect(device.getByText("Notifications are on for this device.")).toBeVisible();
  await expect(page.getByTestId("push-devices").getByText("This device")).toBeVisible();
  return sub;
}

/**
 * Chromium's headless shell has no push service, so its PushManager cannot subscribe. Only that one
 * method is replaced: it answers with a subscription at the local push service (keys made by the test),
 * remembered for the page's next loads as the browser would. The app, its API, the server's encryption
 * and signing, and the service worker are all the real ones.
 */
async function openWithStubbedPush(page: Page, context: BrowserContext) {
  const sub = push.subscribe();
  await context.grantPermissions(["notifications"], { origin: APP_URL });
  await context.addInitScript((s) => {
    const KEY = "test:push-subscription";
    const fake = (applicationServerKey: ArrayBuffer | null) => ({
      endpoint: s.endpoint,
      expirationTime: null,
      options: { applicationServerKey, userVisibleOnly: true },
      getKey: () => null,
      toJSON: () => ({ endpoint: s.endpoint, expirationTime: null, keys: s.keys }),
      unsubscribe: async () => {
        localStorage.removeItem(KEY);
        return true;
      },
    });
    if (typeof PushManager === "undefined") return;
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const key = options?.applicationServerKey as Uint8Array;
      localStorage.setItem(KEY, JSON.stringify(Array.from(key)));
      return fake(key.buffer as ArrayBuffer) as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      const stored = localStorage.getItem(KEY);
      return stored ? (fake(new Uint8Array(JSON.parse(stored) as number[]).buffer) as unknown as PushSubscription) : null;
    };
  }, sub);

  await signInToInbox(page);
  await page.goto("/settings/notifications");
  return sub;
}

/** The push service's message, decrypted with the subscription's keys. */
async function receivedPush(endpoint: string): Promise<{ plaintext: string; payload: Payload }> {
  const [message] = await push.waitFor(1, endpoint, 60_000);
  const plaintext = push.decrypt(message!);
  return { plaintext, payload: JSON.parse(plaintext) as Payload };
}

/**
 * Delivers the message to the page's service worker by Chromium's DevTools protocol and returns what the
 * worker showed. Chromium's headless shell has no notification platform: its service workers are refused
 * showNotification whatever permission is granted, so the worker's showNotification is recorded instead
 * (only that call); the push event, its decoding and the options are the worker's own.
 */
async function deliverToWorker(page: Page, context: BrowserContext, plaintext: string) {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent("serviceworker"));
  await worker.evaluate(() => {
    const scope = self as unknown as { registration: ServiceWorkerRegistration; shown: unknown[] };
    scope.shown = [];
    scope.registration.showNotification = async (title: string, options?: NotificationOptions) =>
      void scope.shown.push({ title, ...options });
  });
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const mine = registrations.find((r) => r.scopeURL === `${APP_URL}/` && !r.isDeleted);
      if (mine) resolve(mine.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  await cdp.send("ServiceWorker.deliverPushMessage", { origin: APP_URL, registrationId: await registrationId, data: plaintext });
  return {
    shown: () => worker.evaluate(() => (self as unknown as { shown: Shown[] }).shown),
    // The tap: DevTools cannot click a notification, so the worker's own click handler runs with the shown
    // notification's data.
    tap: () =>
      worker.evaluate(async () => {
        const scope = self as unknown as { shown: Shown[]; openFromNotification(data: unknown): Promise<void> };
        await scope.openFromNotification(scope.shown[0]!.data);
      }),
  };
}

test("a teammate turns notifications on, a buyer's question reaches the device, and tapping it opens the question ready to answer", async ({
  page,
  context,
  request,
}) => {
  const sub = await turnOnPush(page, context);

  // A buyer asks; the marketplace notifies the app, which sends to the device's push service.
  const text = "Hola, ¿tienen el modelo en color verde? Lo necesito para regalar este sábado";
  await buyerAsks(request, SELLERS.MLA.id, BUYER, text);
  const { plaintext, payload } = await receivedPush(sub.endpoint);
  expect(payload.title).toMatch(/^New question · \S/);
  expect(payload.body).toMatch(/^\S+: Hola, ¿tienen el modelo en color verde\?/);
  const questionId = new URL(payload.url, APP_URL).searchParams.get("question")!;

  // The app is open elsewhere (Settings) when the push arrives.
  await page.goto("/settings");
  const notification = await deliverToWorker(page, context, plaintext);
  await expect
    .poll(notification.shown)
    .toEqual([
      expect.objectContaining({ title: payload.title, body: payload.body, tag: `question-${questionId}`, data: { url: payload.url } }),
    ]);

  await notification.tap();
  await expect(page).toHaveURL(new RegExp(`/questions\\?question=${questionId}`));
  await expect(page.getByRole("heading", { level: 2, name: text })).toBeVisible();
  await expect(composer(page)).toBeFocused();
  await expect(page).not.toHaveURL(/focus=answer/);
});

test("an 11th device is refused with what to do, and turns on once another is removed", async ({ page, context }) => {
  await openWithStubbedPush(page, context);
  for (let i = 1; i <= 10; i++) {
    const other = push.subscribe();
    const res = await page.request.post("/api/push/subscription", {
      headers: { origin: APP_URL },
      data: {
        ...other,
        newQuestions: true,
        onlyAssigned: false,
        buyerReplies: true,
        quietStart: null,
        quietEnd: null,
        timeZone: "UTC",
        locale: "en",
        label: `Tablet ${i}`,
      },
    });
    expect(res.status(), await res.text()).toBe(204);
  }
  await page.reload();
  const device = page.getByRole("region", { name: "This device" });
  await device.getByRole("button", { name: "Turn on notifications" }).click();
  await expect(
    device.getByRole("alert").filter({
      hasText:
        "Notifications are already on for 10 of your devices, the most there can be. Remove one under Your devices below, then turn them on here.",
    }),
  ).toBeVisible();
  await expect(device.getByText("Notifications are off on this device.")).toBeVisible();

  await page.getByRole("button", { name: "Remove Tablet 1", exact: true }).click();
  await expect(page.getByRole("button", { name: "Remove Tablet 1", exact: true })).toHaveCount(0);
  // The alert has no button of its own: Turn on is the one way to try again.
  await device.getByRole("button", { name: "Turn on notifications" }).click();
  await expect(device.getByText("Notifications are on for this device.")).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("from the notification to a published answer in four taps: the notification, a suggestion, its facts confirmed, Publish", async ({
    page,
    context,
    request,
  }) => {
    const sub = await turnOnPush(page, context);
    // A question the seller's history has answered before (the sandbox's phrasebook), so a suggestion waits.
    const text = "Hola, ¿tenés stock disponible? Quiero comprar hoy.";
    await buyerAsks(request, SELLERS.MLA.id, BUYER, text);
    const { plaintext, payload } = await receivedPush(sub.endpoint);
    const questionId = new URL(payload.url, APP_URL).searchParams.get("question")!;
    await page.goto("/settings");
    const notification = await deliverToWorker(page, context, plaintext);
    await expect.poll(notification.shown).toHaveLength(1);

    await notification.tap(); // 1
    await expect(page.getByRole("heading", { level: 2, name: text })).toBeVisible();
    const suggestion = page.getByRole("region", { name: "Your answers to similar questions" }).getByTestId("suggestion").first();
    await expect(suggestion).toBeVisible({ timeout: 30_000 });
    await expect(suggestion).toBeInViewport();
    await suggestion.tap(); // 2
    // Another item's answer that states stock waits for the seller's word that it holds here (issue 58 item 4).
    const check = page.getByTestId("suggestion-fact-check");
    await expect(check).toBeVisible();
    await check.getByRole("button", { name: "It is true for this item" }).tap(); // 3
    const preview = page.getByTestId("answer-preview");
    const answer = (await preview.textContent())!;
    expect(answer.length).toBeGreaterThan(0);
    const publish = page.getByRole("button", { name: "Publish answer" });
    await expect(publish).toBeInViewport();
    await publish.tap(); // 4
    await expect(page.getByText("Answer published.")).toBeVisible({ timeout: 30_000 });
    const upstream = await upstreamQuestion(request, questionId);
    expect(upstream.status).toBe("ANSWERED");
    expect(upstream.answer?.text).toBe(answer);
  });
});

import { expect, test, type Page } from "../support/test";
import { composer, detail, listed, row, buyerAsks, BUYER } from "../support/questions";
import { sandbox, SELLERS } from "../support/support";
import { questionBand } from "../../lib/questions/response-bands";

// Each test imports the seller's questions after a reset: slow on a busy machine.
test.describe.configure({ timeout: 180_000 });
test.use({ signIn: "MLA" });

/** The en sentence the question view gives each band (i18n/messages/en/questions.json, countdown.band). */
const BAND_TEXT = {
  weekdaysWorkingHours: "counts in working hours",
  weekdaysExtraHours: "counts in extra hours",
  weekend: "counts in the weekend band",
  totalOnly: "counts in the overall time only",
} as const;

/**
 * A buyer asks 50 minutes ago (the sandbox's clock moved back for the question, then forward again), so its
 * hour ends in about 10 minutes; the inbox imports it. Returns its id as our API lists it.
 */
async function questionAskedMinutesAgo(page: Page, minutes: number, text: string): Promise<{ id: string; dateCreated: string }> {
  const control = sandbox(page.request);
  await control.advanceClock(-minutes * 60_000);
  try {
    await buyerAsks(page.request, SELLERS.MLA.id, BUYER, text);
  } finally {
    await control.advanceClock(minutes * 60_000);
  }
  let found: { id: string; dateCreated: string } | undefined;
  await expect
    .poll(
      async () => {
        await page.request.post("/api/questions/sync");
        found = (await listed(page, { q: text })).questions[0];
        return found?.id;
      },
      { timeout: 60_000 },
    )
    .toBeTruthy();
  return found!;
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("a notification's link opens the question with the composer first and focused, the countdown and its band; the other actions are one tap away; publish in two taps", async ({
    page,
  }) => {
    const asked = await questionAskedMinutesAgo(page, 50, `¿Tienen talle M en azul para hoy? (${Date.now()})`);
    await page.goto(`/questions?question=${asked.id}&focus=answer`);

    const box = composer(page);
    await expect(box).toBeFocused();
    // The parameter was for this opening: it is gone, so a reload does not grab the focus again.
    await expect(page).not.toHaveURL(/focus=/);

    // Time left to the hour (about 10 minutes: due soon), the band on the site's clock and, when the
    // marketplace forecasts one for that band, what answering in time is worth.
    const countdown = detail(page).getByTestId("countdown");
    await expect(countdown).toContainText(/\b(9|10|11) min left/);
    const band = questionBand(asked.dateCreated, "America/Argentina/Buenos_Aires");
    await expect(countdown).toContainText(BAND_TEXT[band]);
    const record = (await (await page.request.get("/api/response-time")).json()) as Record<string, unknown>;
    const gain =
      band !== "totalOnly" && record.available ? (record[band] as { salesPercentIncrease: number | null }).salesPercentIncrease : null;
    if (gain !== null) await expect(countdown).toContainText(`Answering within the hour: +${gain}`);
    else await expect(countdown).not.toContainText("Answering within the hour");

    // The composer comes before the item and the other actions, which wait behind one control.
    const more = page.getByRole("button", { name: "More actions" });
    expect((await box.boundingBox())!.y).toBeLessThan((await more.boundingBox())!.y);
    const notes = detail(page).getByText("Internal notes");
    expect((await box.boundingBox())!.y).toBeLessThan((await notes.boundingBox())!.y);
    await expect(page.getByRole("button", { name: "Hide" })).toBeHidden();
    await expect(more).toHaveAttribute("aria-expanded", "false");
    await more.tap();
    await expect(more).toHaveAttribute("aria-expanded", "true");
    for (const name of ["Hide", "Block buyer", "Assign to me"]) await expect(page.getByRole("button", { name })).toBeVisible();
    await page.getByRole("button", { name: "Assign to me" }).tap();
    await expect(detail(page).getByText("Assigned to you")).toBeVisible();

    // With the keyboard up (about 340 px of an 844 px screen, under the app's 56 px header), the browser keeps
    // the focused box in view: from the box's top to Review must fit in what is left, so Review is never scrolled to.
    await box.fill("¡Hola! Sí, hay talle M en azul y sale hoy.");
    const review = page.getByRole("button", { name: "Review" });
    await expect(review).toBeInViewport();
    const reviewBox = (await review.boundingBox())!;
    expect(reviewBox.y + reviewBox.height - (await box.boundingBox())!.y).toBeLessThanOrEqual(844 - 340 - 56);
    await review.tap(); // 1
    await page.getByRole("button", { name: "Publish answer" }).tap(); // 2
    await expect(page.getByText("Answer published.")).toBeVisible();
  });
});

test("the overview counts the questions about to cross the hour and links to the due-soonest inbox; my queue puts mine first", async ({
  page,
}) => {
  // A text of its own: the seed's questions may ask the same thing.
  const asked = await questionAskedMinutesAgo(page, 50, `¿Hacen factura A? (${Date.now()})`);

  // The overview: the server's count of questions asked 45–60 minutes ago, this one among them.
  await page.goto("/");
  const crossing = (await (await page.request.get("/api/overview/questions")).json()).crossingSoon as number;
  expect(crossing).toBeGreaterThanOrEqual(1);
  const link = page.getByTestId("crossing-soon");
  await expect(link).toHaveText(
    crossing === 1 ? "1 will cross the hour in the next 15 minutes" : `${crossing} will cross the hour in the next 15 minutes`,
  );
  await link.click();
  await expect(page).toHaveURL(/\/questions\?sort=due$/);
  await expect(page.getByTestId("question-row").first()).toBeVisible({ timeout: 90_000 });
  await page.getByText("More filters").click();
  await expect(page.getByLabel("Order")).toHaveValue("due");
  await expect(page.getByLabel("Order").locator("option:checked")).toHaveText("Still in time first");

  // The new question's row ticks towards the hour: its countdown says the minutes left (or seconds, near the end).
  await page.getByLabel("Order").selectOption("newest");
  await expect(row(page, asked.id).getByTestId("countdown")).toContainText(/\d+ min left/);

  // My queue: assigned to me first (this newest one, though due last), then unassigned, each due soonest first.
  await row(page, asked.id).click();
  await detail(page).getByRole("button", { name: "Assign to me" }).click();
  await expect(detail(page).getByText("Assigned to you")).toBeVisible();
  await page.getByRole("button", { name: "My queue" }).click();
  await expect(page.getByRole("button", { name: "My queue" })).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL(/assignee=queue/);
  await expect(page).toHaveURL(/sort=due/);
  await expect(page.getByTestId("question-row").first()).toHaveAttribute("data-question-id", asked.id);
  const queue = await listed(page, { assignee: "queue", sort: "due" });
  expect(queue.questions[0]!.id).toBe(asked.id);
  expect(queue.questions.slice(1).every((q) => q.assignee === null)).toBe(true);
  // The view survives a reload (it lives in the URL).
  await page.reload();
  await expect(page.getByRole("button", { name: "My queue" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("question-row").first()).toHaveAttribute("data-question-id", asked.id);
});

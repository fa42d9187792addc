import { expect, test } from "../support/test";
import { detail, LIVE, openInbox, row, shownIds } from "../support/questions";
import { SELLERS, signInAs } from "../support/support";

// The inbox's first sweep after a reset imports the seller's questions, and teammates join with a slow
// password hash: both take a while on a busy machine.
test.describe.configure({ timeout: 180_000 });

test("a question handed to a teammate shows them as assignee, live in their inbox, and Unassign clears it", async ({
  page: owner,
  teammate,
}) => {
  await signInAs(owner, SELLERS.MLA.nickname, SELLERS.MLA.site);
  const name = "Ana Asignada";
  const agent = await teammate("agent", name);
  await openInbox(owner, { until: "synced" });
  await openInbox(agent, { until: "synced" });
  const [id] = await shownIds(owner);
  await expect(row(agent, id!)).toBeVisible();
  await expect(row(agent, id!)).not.toContainText("Assigned:");

  await row(owner, id!).click();
  await expect(detail(owner).getByText("Unassigned", { exact: true })).toBeVisible();
  await detail(owner).getByRole("button", { name: "Assign", exact: true }).click();
  // The team loads on the menu's first open.
  await owner.getByRole("menuitem", { name }).click();
  await expect(detail(owner).getByText(`Assigned to ${name}`, { exact: true })).toBeVisible(LIVE);
  await expect(row(owner, id!)).toContainText(`Assigned: ${name}`, LIVE);
  // The teammate's open inbox updates without a reload, and the question reads as theirs.
  await expect(row(agent, id!)).toContainText(`Assigned: ${name}`, LIVE);
  await row(agent, id!).click();
  await expect(detail(agent).getByText("Assigned to you", { exact: true })).toBeVisible(LIVE);

  await detail(owner).getByRole("button", { name: "Assign", exact: true }).click();
  await owner.getByRole("menuitem", { name: "Unassign" }).click();
  await expect(detail(owner).getByText("Unassigned", { exact: true })).toBeVisible(LIVE);
  await expect(row(owner, id!)).not.toContainText("Assigned:", LIVE);
  await expect(row(agent, id!)).not.toContainText("Assigned:", LIVE);
  await expect(detail(agent).getByText("Unassigned", { exact: true })).toBeVisible(LIVE);
});

test("an internal note is kept after a reload and reaches a teammate who has the question open", async ({ page: owner, teammate }) => {
  await signInAs(owner, SELLERS.MLA.nickname, SELLERS.MLA.site);
  const name = "Nora Notas";
  const agent = await teammate("agent", name);
  await openInbox(owner, { until: "synced" });
  const [id] = await shownIds(owner);
  await openInbox(agent, { path: `/questions?question=${id}`, until: "synced" });
  await expect(detail(agent)).toBeVisible();

  await row(owner, id!).click();
  const panel = detail(agent).locator("details").filter({ hasText: "Internal notes" });
  // No notes yet: the panel starts folded.
  await expect(panel).not.toHaveAttribute("open");
  const text = `Pidió factura A; CUIT en el chat. ${Date.now()}`;
  await detail(agent).locator("summary").filter({ hasText: "Internal notes" }).click();
  const box = detail(agent).getByRole("textbox", { name: "New internal note" });
  // Past 2,000 characters the text is kept, marked, and not added.
  await box.fill("x".repeat(2001));
  await expect(box).toHaveValue("x".repeat(2001));
  await expect(box).toHaveAttribute("aria-invalid", "true");
  await expect(detail(agent).getByRole("button", { name: "Add note" })).toBeDisabled();
  // A note being written is kept through a reload (the panel opens on it), then Ctrl+Enter adds it.
  await box.fill(text);
  await agent.reload();
  await expect(box).toHaveValue(text, LIVE);
  await expect(panel).toHaveAttribute("open");
  await box.press("Control+Enter");
  await expect(detail(agent).getByText(text)).toBeVisible(LIVE);
  await expect(detail(agent).getByRole("textbox", { name: "New internal note" })).toHaveValue("");
  await expect(detail(agent).locator("summary")).toHaveText("Internal notes (1)");

  // The owner's open question shows it without a reload, with who wrote it; the row counts it.
  await expect(detail(owner).getByText(text)).toBeVisible(LIVE);
  await expect(detail(owner).getByText(new RegExp(`^${name} · `))).toBeVisible();
  await expect(row(owner, id!)).toContainText("1 note", LIVE);

  // Saved, not only in the page: a reload shows the panel open with the note.
  await agent.reload();
  await expect(detail(agent).getByText(text)).toBeVisible(LIVE);
  await expect(panel).toHaveAttribute("open");
});

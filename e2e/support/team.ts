// What the team specs share: Settings → Team's invitation form.
import { expect, type Page } from "@playwright/test";

/**
 * As the signed-in owner on Settings → Team: creates an invitation link for `role` through the form and
 * returns the URL it shows. `wait`: how long the link may take to show (the expect timeout unless told).
 */
export async function createInvitation(owner: Page, role: "Agent" | "Viewer", wait?: { timeout: number }): Promise<string> {
  await owner.getByRole("radio", { name: new RegExp(`^${role}`) }).check();
  await owner.getByRole("button", { name: "Create invitation link" }).click();
  const link = owner.getByLabel(`Invitation link (${role})`, { exact: false });
  await expect(link).toHaveValue(/\/invite\/[A-Za-z0-9_-]{43}$/, wait);
  return link.inputValue();
}

/**
 * As the signed-in owner of several accounts on Settings → Team: one link granting each of `nicknames` with
 * `role` (this account is ticked by default; it is unticked unless named). Returns the URL the form shows.
 */
export async function createInvitationFor(owner: Page, nicknames: string[], role: "Agent" | "Viewer" | "Owner"): Promise<string> {
  const form = owner.getByRole("group", { name: "Accounts and roles" });
  await expect(form.getByRole("checkbox").first()).toBeVisible();
  for (const box of await form.getByRole("checkbox").all()) if (await box.isEnabled()) await box.setChecked(false);
  for (const nickname of nicknames) {
    await form.getByRole("checkbox", { name: new RegExp(`^${nickname}`) }).check();
    const select = form.getByRole("combobox", { name: `Role in ${nickname}` });
    if ((await select.innerText()).trim() !== role) {
      await select.click();
      await owner.getByRole("option", { name: role, exact: true }).click();
    }
  }
  await owner.getByRole("button", { name: "Create invitation link" }).click();
  const link = owner.getByLabel(/^Invitation link \(/);
  await expect(link).toHaveValue(/\/invite\/[A-Za-z0-9_-]{43}$/, { timeout: 30_000 });
  return link.inputValue();
}

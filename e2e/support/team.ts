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

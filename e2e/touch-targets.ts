import { expect, type Page } from "@playwright/test";

/**
 * Every visible control on the page (links, buttons, fields, options, tabs…) whose touch target is under
 * 44 × 44 CSS px, named so a failure says which. A checkbox or radio counts with the label around it;
 * a link inside running text is exempt (WCAG 2.5.5's inline exception), and so are visually hidden
 * controls (a skip link until focused).
 */
export async function smallTouchTargets(page: Page, min = 44): Promise<string[]> {
  return page.evaluate((min) => {
    const selector = "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=combobox], [role=option], [role=tab], [role=checkbox], [role=radio], [role=switch], [role=menuitem]";
    const small: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      if (el.closest("[aria-hidden=true], [inert]") || !el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const style = getComputedStyle(el);
      if (el.tagName === "A" && style.display === "inline" && el.parentElement && el.parentElement.textContent!.trim() !== el.textContent!.trim()) continue;
      const target = el.matches("input[type=checkbox], input[type=radio]") ? (el.closest("label") ?? el) : el;
      const box = target.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue; // visually hidden
      if (box.width + 0.5 < min || box.height + 0.5 < min) {
        const name = el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 40) ?? "";
        small.push(`${el.tagName.toLowerCase()}${el.getAttribute("role") ? `[role=${el.getAttribute("role")}]` : ""} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return small;
  }, min);
}

/** Fails with the list of controls under 44 px, if any. */
export async function expectTouchTargets(page: Page, where: string) {
  expect(await smallTouchTargets(page), `controls under 44 × 44 px on ${where}`).toEqual([]);
}

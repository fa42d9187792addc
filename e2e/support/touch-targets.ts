import { expect, type Page } from "@playwright/test";

/** What a phone test measures: every visible interactive element, by role or by tag. */
export const INTERACTIVE =
  "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=combobox], [role=option], [role=tab], [role=checkbox], [role=radio], [role=switch], [role=menuitem]";

/**
 * Every visible control on the page (links, buttons, fields, options, tabs, switches…) whose touch target
 * is under 44 × 44 CSS px, named so a failure says which.
 *
 * The touch target is where a tap reaches the control, not only its own box:
 * - a labelable control (button, input, select, textarea) inside a <label> counts with the label, since a
 *   tap anywhere on the label activates it (a Radix checkbox or switch is a <button>, so this holds too);
 * - a control's own absolutely positioned ::before/::after (the shared Switch and Checkbox grow their hit
 *   area that way on phones, around a compact visible track) counts as part of it, since a tap on a
 *   pseudo-element lands on its element.
 * A hit area grown either way is checked, when it is in the viewport, by asking the browser what a tap just
 * inside each of its edges would land on: a neighbour covering the growth makes it not count.
 * A link inside running text is exempt (WCAG 2.5.5's inline exception), and so are visually hidden
 * controls (a skip link until focused).
 */
export async function smallTouchTargets(page: Page, min = 44): Promise<string[]> {
  return page.evaluate(
    ({ min, selector }) => {
      type Box = { left: number; top: number; right: number; bottom: number };
      const px = (value: string) => (value.endsWith("px") ? Number.parseFloat(value) : Number.NaN);
      const union = (a: Box, b: Box): Box => ({
        left: Math.min(a.left, b.left),
        top: Math.min(a.top, b.top),
        right: Math.max(a.right, b.right),
        bottom: Math.max(a.bottom, b.bottom),
      });
      /** The box of an absolutely positioned pseudo-element whose containing block is the element itself. */
      const pseudoBox = (el: HTMLElement, which: "::before" | "::after"): Box | null => {
        const style = getComputedStyle(el, which);
        if (
          style.content === "none" ||
          style.content === "normal" ||
          style.position !== "absolute" ||
          getComputedStyle(el).position === "static"
        )
          return null;
        if (style.pointerEvents === "none" || style.display === "none") return null;
        const [top, right, bottom, left] = [style.top, style.right, style.bottom, style.left].map(px);
        if ([top, right, bottom, left].some(Number.isNaN)) return null;
        const r = el.getBoundingClientRect();
        const own = getComputedStyle(el);
        // Insets are measured from the padding box (inside the border).
        const pad = {
          left: r.left + px(own.borderLeftWidth),
          top: r.top + px(own.borderTopWidth),
          right: r.right - px(own.borderRightWidth),
          bottom: r.bottom - px(own.borderBottomWidth),
        };
        return { left: pad.left + left!, top: pad.top + top!, right: pad.right - right!, bottom: pad.bottom - bottom! };
      };
      const isChrome = (el: Element) => {
        for (let node: Element | null = el; node; node = node.parentElement)
          if (["fixed", "sticky"].includes(getComputedStyle(node).position)) return true;
        return false;
      };
      /** Where the element can be seen: the window, cut by every ancestor that clips (a scrolling list). */
      const visibleArea = (el: Element): Box => {
        let area: Box = { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight };
        for (let node = el.parentElement; node; node = node.parentElement) {
          const style = getComputedStyle(node);
          if (style.overflowX === "visible" && style.overflowY === "visible") continue;
          const r = node.getBoundingClientRect();
          area = {
            left: Math.max(area.left, r.left),
            top: Math.max(area.top, r.top),
            right: Math.min(area.right, r.right),
            bottom: Math.min(area.bottom, r.bottom),
          };
        }
        return area;
      };
      const lands = (box: Box, owner: Element) => {
        // Not probed where it cannot be seen: off screen, or a row half scrolled out of its list's box.
        const area = visibleArea(owner);
        if (box.left < area.left || box.top < area.top || box.right > area.right || box.bottom > area.bottom) return true;
        const cx = (box.left + box.right) / 2;
        const cy = (box.top + box.bottom) / 2;
        const points = [
          [cx, box.top + 1],
          [cx, box.bottom - 1],
          [box.left + 1, cy],
          [box.right - 1, cy],
        ] as const;
        return points.every(([x, y]) => {
          const hit = document.elementFromPoint(x, y);
          // Fixed or sticky chrome (the bottom bar) over a control is scrolled away, not a neighbour.
          return !!hit && (owner.contains(hit) || isChrome(hit));
        });
      };

      const small: string[] = [];
      for (const el of document.querySelectorAll<HTMLElement>(selector)) {
        if (el.closest("[aria-hidden=true], [inert]") || !el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
        const style = getComputedStyle(el);
        if (
          el.tagName === "A" &&
          style.display === "inline" &&
          el.parentElement &&
          el.parentElement.textContent!.trim() !== el.textContent!.trim()
        )
          continue;
        const own = el.getBoundingClientRect();
        if (own.width <= 1 || own.height <= 1) continue; // visually hidden
        let box: Box = { left: own.left, top: own.top, right: own.right, bottom: own.bottom };
        for (const which of ["::before", "::after"] as const) {
          const extra = pseudoBox(el, which);
          if (extra) box = union(box, extra);
        }
        const label = el.matches("button, input, select, textarea") ? el.closest("label") : null;
        if (label) box = union(box, label.getBoundingClientRect());
        const grown = box.left < own.left || box.top < own.top || box.right > own.right || box.bottom > own.bottom;
        if (grown && !lands(box, label ?? el)) box = { left: own.left, top: own.top, right: own.right, bottom: own.bottom };
        const width = box.right - box.left;
        const height = box.bottom - box.top;
        if (width + 0.5 < min || height + 0.5 < min) {
          const name = el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 40) ?? "";
          small.push(
            `${el.tagName.toLowerCase()}${el.getAttribute("role") ? `[role=${el.getAttribute("role")}]` : ""} "${name}" ${Math.round(width)}×${Math.round(height)}`,
          );
        }
      }
      return small;
    },
    { min, selector: INTERACTIVE },
  );
}

/** Fails with the list of controls under 44 px, if any. */
export async function expectTouchTargets(page: Page, where: string) {
  expect(await smallTouchTargets(page), `controls under 44 × 44 px on ${where}`).toEqual([]);
}

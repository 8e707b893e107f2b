/** The smallest target WCAG 2.2 AA allows (2.5.8, target size minimum), in CSS px. */
export const MIN_TARGET_PX = 24;

/** The phone every layout is checked on: 360 × 740 CSS px, touch (stories, end-to-end tests). */
export const PHONE_SIZE = { width: 360, height: 740 } as const;

/**
 * What is wrong with the document's layout at the window's width, one line each. The end-to-end layout test
 * runs it in every route (apps/portal/e2e/layout.spec.ts) and the phone stories in their screen; it is
 * self-contained (no import, no closure) so that Playwright can send it into a page.
 * - `sideways`: the page itself scrolls sideways;
 * - `outside`: an element shows beyond the window's left or right edge. What a scrolling or clipping box hides
 *   of its children does not count (a row of tabs that scrolls), the box itself does;
 * - `small`: a control the user can operate is under `minTarget` CSS px either way. A link inside a sentence is
 *   exempt, as WCAG exempts it.
 * Elements hidden from sight (clipped to nothing for screen readers, transparent, invisible) are left out.
 */
export function layoutProblems(minTarget: number = MIN_TARGET_PX): string[] {
  const width = document.documentElement.clientWidth;
  const problems: string[] = [];

  const describe = (element: Element) => {
    const slot = element.closest('[data-slot]')?.getAttribute('data-slot');
    const label =
      element.getAttribute('aria-label') ??
      (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `${element.tagName.toLowerCase()}${slot ? ` in ${slot}` : ''}${label ? ` "${label}"` : ''}`;
  };

  /** Hidden from sight: not rendered, transparent, invisible, or clipped to nothing (screen readers only). */
  // A `display: contents` box has no box of its own (no client rects), but its children show.
  const unseen = (element: Element, style: CSSStyleDeclaration) =>
    (element.getClientRects().length === 0 && style.display !== 'contents') ||
    style.visibility === 'hidden' ||
    style.opacity === '0' ||
    (style.clip !== 'auto' && style.clip !== '') ||
    (style.clipPath !== 'none' && style.clipPath !== '');

  const scrolling = document.scrollingElement!;
  if (scrolling.scrollWidth > scrolling.clientWidth)
    problems.push(`sideways: the page is ${scrolling.scrollWidth} px wide in a ${width} px viewport`);

  /** The horizontal span of `element` that shows: its box cut by every ancestor that clips or scrolls. */
  const shownSpan = (element: Element): [number, number] => {
    const rect = element.getBoundingClientRect();
    let [left, right] = [rect.left, rect.right];
    let fixed = getComputedStyle(element).position === 'fixed';
    for (let parent = element.parentElement; parent && !fixed; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX !== 'visible') {
        const box = parent.getBoundingClientRect();
        left = Math.max(left, box.left);
        right = Math.min(right, box.right);
      }
      fixed = style.position === 'fixed';
    }
    return [left, right];
  };

  const reported = new Set<Element>();
  const walk = (element: Element) => {
    const style = getComputedStyle(element);
    if (unseen(element, style)) return;
    const rect = element.getBoundingClientRect();
    if (rect.width > 0 && rect.height > 0) {
      const [left, right] = shownSpan(element);
      if (right > left && (left < -0.5 || right > width + 0.5)) {
        problems.push(
          `outside: ${describe(element)} spans ${Math.round(left)}…${Math.round(right)} of ${width}`,
        );
        reported.add(element);
        return;
      }
    }
    for (const child of element.children) walk(child);
  };
  walk(document.body);

  const controls = document.querySelectorAll(
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="link"], [role="checkbox"], [role="radio"], [role="switch"], [role="menuitem"], [role="option"], [tabindex]:not([tabindex="-1"])',
  );
  for (const control of controls) {
    if ((control as HTMLButtonElement).disabled) continue;
    let hidden = false;
    for (let node: Element | null = control; node && !hidden; node = node.parentElement)
      hidden = unseen(node, getComputedStyle(node));
    if (hidden) continue;
    const style = getComputedStyle(control);
    // WCAG's inline exception: a link that is part of a sentence.
    const inSentence =
      style.display === 'inline' &&
      [...(control.parentElement?.childNodes ?? [])].some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
    if (inSentence) continue;
    const rect = control.getBoundingClientRect();
    if (rect.width < minTarget - 0.01 || rect.height < minTarget - 0.01)
      problems.push(`small: ${describe(control)} is ${Math.round(rect.width)} × ${Math.round(rect.height)}`);
  }
  return problems;
}

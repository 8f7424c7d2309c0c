/** Whether a click landed on a phone (tel:) link, or inside one. */
export function isPhoneLinkClick(event: Event): boolean {
  return !!(event.target as Element | null)?.closest?.("a[href^='tel:']");
}

import { recordPhoneClick } from "../lib/phone-clicks.ts";

/**
 * Records every tap on a phone link of the page, from the first paint on: one
 * listener for the document rather than one per button, so links rendered
 * later (a form's answer) count too. No preventDefault: the call opens at once
 * while the record is sent with `keepalive`.
 */
export function trackPhoneClicks(): void {
  document.addEventListener("click", (event) => {
    const link = (event.target as Element | null)?.closest?.("a[href^='tel:']");
    if (!link) return;
    void recordPhoneClick(window.location.pathname);
  });
}

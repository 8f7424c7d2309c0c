import { recordPhoneClick } from "../lib/phone-clicks.ts";
import { isPhoneLinkClick } from "./phone-link.ts";

/**
 * Records every tap on a phone link of the page: one listener for the document
 * rather than one per button, so links rendered later (a form's answer) count
 * too, plus the taps the inline first-paint script remembered before this
 * loaded. No preventDefault: the call opens at once while the record is sent
 * with `keepalive`.
 */
export function trackPhoneClicks(tappedBefore: readonly string[]): void {
  for (const page of tappedBefore) void recordPhoneClick(page);
  document.addEventListener("click", (event) => {
    if (isPhoneLinkClick(event)) void recordPhoneClick(window.location.pathname);
  });
}

/**
 * The client half of the 30-second cooldown: one timestamp per form type in
 * localStorage, set before sending so that a failed send still starts the
 * cooldown (a visitor cannot hammer a failing form). The Worker enforces the
 * same window per IP.
 */
import { SUBMIT_COOLDOWN_MS } from "../../common/constants.ts";
import type { FormType } from "../../common/lead.ts";
import { readStorage, writeStorage } from "./storage.ts";

export const COOLDOWN_STORAGE_KEYS: Record<FormType, string> = {
  quote: "pb_last_submit_quote",
  contact: "pb_last_submit_contact",
};

// When localStorage is unavailable the window still holds for this page.
const memory: Partial<Record<FormType, number>> = {};

function lastSubmit(formType: FormType): number | undefined {
  const stored = Number(readStorage("localStorage", COOLDOWN_STORAGE_KEYS[formType]));
  if (Number.isFinite(stored) && stored > 0) return Math.max(stored, memory[formType] ?? 0);
  return memory[formType];
}

/** True while a submission of this form type was started less than 30 s ago. */
export function isCoolingDown(formType: FormType, now: number = Date.now()): boolean {
  const last = lastSubmit(formType);
  if (last === undefined) return false;
  const elapsed = now - last;
  // A timestamp from the future (the clock was set back) must not lock the form.
  return elapsed >= 0 && elapsed < SUBMIT_COOLDOWN_MS;
}

/** Starts the cooldown; called just before a lead is sent. Never throws. */
export function startCooldown(formType: FormType, now: number = Date.now()): void {
  memory[formType] = now;
  writeStorage("localStorage", COOLDOWN_STORAGE_KEYS[formType], String(now));
}

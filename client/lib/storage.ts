/**
 * Web Storage that never throws. Safari's private mode, disabled cookies and
 * full quotas all make `localStorage`/`sessionStorage` throw on access; a lead
 * must still go out, so every failure reads as "nothing stored".
 */
type Area = "localStorage" | "sessionStorage";

function area(name: Area): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window[name];
  } catch {
    return undefined;
  }
}

export function readStorage(name: Area, key: string): string | null {
  try {
    return area(name)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** True when the value was stored. */
export function writeStorage(name: Area, key: string, value: string): boolean {
  try {
    const storage = area(name);
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

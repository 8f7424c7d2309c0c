// Direct module paths: this file ships on every page (phone buttons), and the
// common index would pull the zod schemas and spam lists in with it.
import { PHONE_CLICK_ERROR_PREFIX } from "../../common/messages.ts";
import { isRecord, readJson } from "./json.ts";
import { getReferrer, getSessionId, getVisitorId } from "./tracking.ts";

export const PHONE_CLICK_ENDPOINT = "/api/incrementPhoneClickCount";

/**
 * Records a tap on a phone button. Never throws and never delays the
 * call: the caller lets the tel: link open at once, and `keepalive` lets the
 * request finish even if the page goes away meanwhile.
 */
export async function recordPhoneClick(page: string): Promise<void> {
  try {
    const visitorId = await getVisitorId();
    const response = await fetch(PHONE_CLICK_ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      credentials: "same-origin",
      keepalive: true,
      body: JSON.stringify({
        visitor_id: visitorId,
        session_id: getSessionId(),
        referrer: getReferrer(),
        page,
      }),
    });
    const data = await readJson(response);
    if (response.ok && isRecord(data) && data.ok === true) return;
    const error = isRecord(data) && isRecord(data.error) ? data.error : undefined;
    const message = typeof error?.message === "string" ? error.message : "";
    console.error(PHONE_CLICK_ERROR_PREFIX + (message || "Unknown error"));
  } catch (err) {
    console.error(PHONE_CLICK_ERROR_PREFIX + "Unknown error", err);
  }
}

/**
 * The clock on every lead: how long the owner took to answer it, or how long
 * it has been waiting. The answer time is counted by the Worker in business
 * hours (a lead from Saturday night answered first thing Monday was not
 * ignored for a day and a half); the waiting time is plain time since it came
 * in, because that is what the customer is living through.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { api } from "../api/client.ts";
import type { FirstResponseHow } from "../../../common/inbox.ts";
import type { Lead, ResponseHow } from "../api/types.ts";
import { fullDate } from "./format.ts";

/** "under 1 min", "12 min", "2 h 5 min", "3 days 4 h". */
export function durationText(minutes: number): string {
  // An answer before business hours began counts 0 business minutes: "under 1 min", not "0 s".
  if (minutes < 1) return "under 1 min";
  const whole = Math.round(minutes);
  if (whole < 60) return `${whole} min`;
  const hours = Math.floor(whole / 60);
  if (hours < 48) return whole % 60 ? `${hours} h ${whole % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} days ${hours % 24} h` : `${days} days`;
}

const HOW_TEXT: Record<FirstResponseHow, string> = { call: "by phone", text: "by text", email: "by e-mail", status: "by a status change" };

/**
 * Records the owner's first tap on call, text or e-mail. Fire and forget: the
 * link opens the phone, messages or mail app whatever happens here, and the
 * request is sent with keepalive so leaving the page does not cancel it. Only
 * the first tap on the page is sent, and none once the lead has an answer; the
 * API keeps only the first one anyway.
 */
export function useRecordResponse(lead: Lead, onChange: (lead: Lead) => void): (how: ResponseHow) => void {
  const sent = useRef(false);
  return useCallback(
    (how: ResponseHow) => {
      if (sent.current || lead.first_response_at || lead.is_spam) return;
      sent.current = true;
      api.recordResponse(lead.id, how).then(
        (answer) => onChange(answer.lead),
        () => {
          // Not recorded (offline, say): the next tap tries again. The call itself is never held up.
          sent.current = false;
        },
      );
    },
    [lead, onChange],
  );
}

function minutesSince(iso: string, now: number): number {
  return (now - new Date(iso).getTime()) / 60_000;
}

export function ResponseClock({ lead }: { lead: Lead }) {
  const waiting = !lead.first_response_at && lead.status === "new" && !lead.is_spam;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, [waiting]);

  if (lead.first_response_at && lead.response_business_minutes !== null) {
    const how = lead.first_response_how ? HOW_TEXT[lead.first_response_how] : undefined;
    return (
      <p className="clock clock--answered">
        <ClockIcon />
        <span>
          Answered in <strong>{durationText(lead.response_business_minutes)}</strong> (business hours)
          {how ? `, ${how}` : ""}
          <span className="clock-when">
            {" "}
            · <time dateTime={lead.first_response_at}>{fullDate(lead.first_response_at)}</time>
          </span>
        </span>
      </p>
    );
  }
  if (!waiting) return null;
  // The clock starts on arrival, or on release from Held (the lead was not waiting on the owner there).
  const minutes = minutesSince(lead.clock_started_at ?? lead.created_at, now);
  return (
    <p className={`clock clock--waiting${minutes >= 60 ? " clock--late" : ""}`}>
      <ClockIcon />
      <span>
        Waiting <strong>{durationText(minutes)}</strong> for your answer
      </span>
    </p>
  );
}

function ClockIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 7v5l3 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

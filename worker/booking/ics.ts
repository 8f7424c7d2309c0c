/**
 * An estimate visit as an iCalendar file (RFC 5545): one VEVENT in UTC, so
 * every phone calendar shows it at the right Atlanta time. The UID is stable
 * per visit, so a moved visit's new file updates the same calendar entry.
 * Text values are escaped as the RFC says (backslash, semicolon, comma, newline).
 */
export interface IcsVisit {
  id: number;
  start_at: string;
  end_at: string;
  status: "booked" | "confirmed" | "cancelled";
}

function icsText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

function icsTime(iso: string): string {
  return new Date(iso).toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

/** Folds a content line at 75 octets (continuation lines start with a space). */
function fold(line: string): string {
  const parts: string[] = [];
  let rest = line;
  while (rest.length > 74) {
    parts.push(rest.slice(0, 74));
    rest = rest.slice(74);
  }
  parts.push(rest);
  return parts.join("\r\n ");
}

export function visitIcs(visit: IcsVisit, details: { summary: string; description: string; host: string; stamp: Date }): string {
  const cancelled = visit.status === "cancelled";
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Peachtree Brush Painting//Estimate visits//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${cancelled ? "CANCEL" : "PUBLISH"}`,
    "BEGIN:VEVENT",
    `UID:estimate-visit-${visit.id}@${icsText(details.host)}`,
    `DTSTAMP:${icsTime(details.stamp.toISOString())}`,
    `DTSTART:${icsTime(visit.start_at)}`,
    `DTEND:${icsTime(visit.end_at)}`,
    `SUMMARY:${icsText(details.summary)}`,
    `DESCRIPTION:${icsText(details.description)}`,
    `STATUS:${cancelled ? "CANCELLED" : visit.status === "confirmed" ? "CONFIRMED" : "TENTATIVE"}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(fold).join("\r\n") + "\r\n";
}

/**
 * What the site derives from the owner's facts, without zod, so the content
 * modules (client/content/) stay importable by plain Node scripts anywhere:
 * the phone number as people read it and as E.164, the week's hours as the
 * pages list them, a gallery project's picture id. The schemas
 * (site-content.ts) re-export all of it.
 */

/**
 * The limits and choices of the sections, here rather than beside the schemas
 * so the inbox can show them (a character counter, the source list) without
 * bundling zod: zod probes for eval when it builds a schema, and the inbox's
 * Content-Security-Policy rightly refuses eval, which the browser reports.
 */
export const SITE_LIMITS = {
  reviewChars: 1_500,
  reviews: 60,
  faqQuestionChars: 200,
  faqAnswerChars: 3_000,
  faqs: 40,
  towns: 40,
  holidays: 30,
  galleryProjectsPerSection: 80,
  pictures: 400,
  /** The bytes of an uploaded photo. */
  photoBytes: 15 * 1024 * 1024,
  /** Either side of an uploaded photo, in pixels (the inbox sends at most 2,560). */
  photoSide: 12_000,
  /** Pixels in an uploaded photo: a 48-megapixel phone's full frame fits. */
  photoPixels: 50_000_000,
} as const;

export const REVIEW_SOURCES = ["Google Reviews", "Nextdoor", "Facebook", "Other"] as const;
export type ReviewSource = (typeof REVIEW_SOURCES)[number];

export const PICTURE_ASPECTS = ["wide", "landscape", "square", "portrait"] as const;
export type PictureAspect = (typeof PICTURE_ASPECTS)[number];

export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One day's hours ("08:00" to "18:00"), or null when closed. */
export type DayHoursValue = { opens: string; closes: string } | null;
export type WeekHoursValue = Record<Weekday, DayHoursValue>;

/**
 * A US phone number (NANP): ten digits, optionally after +1 or 1, the area code
 * and exchange not starting with 0 or 1. Answers the number as people read it,
 * "(770) 555-0142", or null.
 */
export function usPhoneDisplay(value: string): string | null {
  let digits = value.replace(/[\s().\-+]/g, "");
  if (!/^\d+$/.test(digits)) return null;
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(digits)) return null;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** "(770) 555-0142" as E.164, "+17705550142", for tel: links and structured data. */
export function phoneE164(display: string): string {
  return `+1${display.replace(/\D/g, "")}`;
}

/** A gallery project's picture id: gallery/<project id>. */
export function galleryPictureId(projectId: string): string {
  return `gallery/${projectId}`;
}

/** "08:00" as people read it, "8:00 AM". */
export function clockLabel(time: string): string {
  const [hours, minutes] = time.split(":").map(Number);
  // Written out, not through Intl: the inbox app computes the week's hours as it starts, and the
  // first Intl object a page makes costs it 30-60 ms. The words are en-US Intl's (tests/common/business-clock.test.ts).
  const hour = (hours ?? 0) % 24;
  return `${hour % 12 || 12}:${String(minutes ?? 0).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
}

/** One line of the hours as the pages show them and the structured data lists them. */
export interface HoursLine {
  days: string;
  hours: string;
  schemaDays: string[];
  opens?: string;
  closes?: string;
}

/**
 * The week's hours grouped into lines of consecutive days with the same hours:
 * Monday-Friday 8-6, Saturday 9-4, Sunday closed.
 */
export function hoursLines(week: WeekHoursValue): HoursLine[] {
  const lines: HoursLine[] = [];
  let run: Weekday[] = [];
  const flush = () => {
    if (run.length === 0) return;
    const hours = week[run[0]!];
    const days = run.length === 1 ? run[0]! : `${run[0]} - ${run.at(-1)}`;
    lines.push(
      hours
        ? { days, hours: `${clockLabel(hours.opens)} - ${clockLabel(hours.closes)}`, schemaDays: [...run], opens: hours.opens, closes: hours.closes }
        : { days, hours: "Closed", schemaDays: [] },
    );
    run = [];
  };
  for (const day of WEEKDAYS) {
    const previous = run.at(-1);
    if (previous && JSON.stringify(week[previous]) !== JSON.stringify(week[day])) flush();
    run.push(day);
  }
  flush();
  return lines;
}

/** The week's hours from lines that name their days (the repository's OPENING_HOURS). */
export function weekFromLines(lines: readonly { schemaDays: readonly string[]; opens?: string; closes?: string }[]): WeekHoursValue {
  const week = Object.fromEntries(WEEKDAYS.map((day) => [day, null])) as WeekHoursValue;
  for (const entry of lines) {
    for (const day of entry.schemaDays) {
      if ((WEEKDAYS as readonly string[]).includes(day) && entry.opens && entry.closes) {
        week[day as Weekday] = { opens: entry.opens, closes: entry.closes };
      }
    }
  }
  return week;
}

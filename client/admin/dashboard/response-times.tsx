/**
 * Time to first answer per week, in business hours: the median (a typical
 * lead) and the 90th percentile (the slow ones), as bars, with the share of
 * leads answered within 5 minutes and within an hour in the table. The first
 * answer is the owner's first tap on call, text or e-mail in the inbox, or the
 * lead's first status change from New.
 */
import type { ResponseWeek } from "../api/types.ts";
import { durationText } from "../leads/response-clock.tsx";
import { ChartTable, GroupedBars } from "./charts.tsx";

function share(value: number | null): string {
  return value === null ? "–" : `${Math.round(value * 100)}%`;
}

function minutes(value: number | null): string {
  return value === null ? "–" : durationText(value);
}

/** Whole minutes for the table, whose six columns must fit a phone's width. */
function minuteCount(value: number | null): string {
  if (value === null) return "–";
  return value < 1 ? "<1" : String(Math.round(value));
}

export function ResponseTimes({ weeks, labels, period }: { weeks: ResponseWeek[]; labels: string[]; period: string }) {
  const answered = weeks.reduce((sum, w) => sum + w.answered, 0);
  if (answered === 0) {
    return (
      <p className="chart-empty">
        No lead in {period} has an answer recorded yet. Tap Call, Text or Reply on a lead’s page (or change its status), and the time it took
        shows here.
      </p>
    );
  }
  const latest = [...weeks].reverse().find((w) => w.answered > 0);
  return (
    <>
      <ul className="legend" aria-hidden="true">
        <li>
          <span className="swatch bar--median" /> Median (a typical lead)
        </li>
        <li>
          <span className="swatch bar--p90" /> 90th percentile (the slow ones)
        </li>
      </ul>
      <GroupedBars
        labels={labels}
        series={[
          { label: "Median", className: "bar--median", values: weeks.map((w) => Math.round(w.median_business_minutes ?? 0)) },
          { label: "90th percentile", className: "bar--p90", values: weeks.map((w) => Math.round(w.p90_business_minutes ?? 0)) },
        ]}
        summary={`Bar chart of minutes to first answer per week, in business hours, over ${period}: ${answered} leads answered${
          latest ? `; the latest week with answers, ${minutes(latest.median_business_minutes)} median and ${share(latest.share_within_5_min)} within 5 minutes` : ""
        }. The numbers are in the table below.`}
      />
      <ChartTable
        caption="Time to first answer per week, in business hours"
        head={["Week of", "Answered", "Median (min)", "90th pct. (min)", "Within 5 min", "Within 1 hour"]}
        rows={weeks.map((w, i) => [
          labels[i],
          w.answered,
          minuteCount(w.median_business_minutes),
          minuteCount(w.p90_business_minutes),
          share(w.share_within_5_min),
          share(w.share_within_hour),
        ])}
      />
      <p className="chart-note">
        Minutes in business hours (Mon–Fri 8–6, Sat 9–4), from the lead’s arrival to your first tap on Call, Text or Reply, or its first status
        change. The axis is in minutes.
      </p>
    </>
  );
}

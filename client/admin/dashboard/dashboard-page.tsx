/**
 * `/admin/dashboard`: is the website bringing work? Leads and phone calls per
 * week, where leads come from, what they ask for, where they live, and how
 * many of the decided ones were won. Held leads are not counted (the API
 * leaves them out).
 */
import { useId, type ReactNode } from "react";
import { useSearchParams } from "react-router-dom";
import type { Stats } from "../api/types.ts";
import { resources } from "../api/resources.ts";
import { useResource } from "../api/use-resource.ts";
import { TakeOverLater } from "../first-view/in-turns.tsx";
import { calendarDayWords, serviceLabel } from "../leads/format.ts";
import { ResponseTimes } from "./response-times.tsx";
import { PageHeading } from "../shell/page-heading.tsx";
import { ErrorState, Loading } from "../shell/states.tsx";
import { BarList, ChartTable, GroupedBars, WonRing } from "./charts.tsx";

const PERIODS = [4, 12, 26, 52] as const;
const DEFAULT_WEEKS = 12;

// "Nov 3" for a week's Monday, written out (format.ts), not through Intl: the first Intl object a page
// makes costs it 30-60 ms, and the dashboard writes every week's label as the app takes it over.
const weekOf = calendarDayWords;

/** The period the address asks for (`?weeks=26`), or the default. */
export function weeksOf(params: URLSearchParams): number {
  const asked = Number(params.get("weeks"));
  return (PERIODS as readonly number[]).includes(asked) ? asked : DEFAULT_WEEKS;
}

export function DashboardPage() {
  const [params, setParams] = useSearchParams();
  const weeks = weeksOf(params);
  const stats = useResource(resources.stats(weeks), { keepPrevious: true });
  const id = useId();

  return (
    <>
      <div className="page-head">
        <PageHeading title="Dashboard">Dashboard</PageHeading>
        <div className="field field--inline">
          <label htmlFor={`${id}-weeks`}>Period</label>
          <select
            id={`${id}-weeks`}
            className="input"
            value={weeks}
            onChange={(event) => setParams(event.target.value === String(DEFAULT_WEEKS) ? {} : { weeks: event.target.value }, { replace: true })}
          >
            {PERIODS.map((n) => (
              <option key={n} value={n}>
                Last {n} weeks
              </option>
            ))}
          </select>
        </div>
      </div>
      {stats.error && !stats.loading ? (
        <ErrorState error={stats.error} onRetry={stats.reload} title="The dashboard didn't load" />
      ) : !stats.data ? (
        <Loading label="Loading the dashboard…" rows={4} className="loading--dashboard" />
      ) : (
        <div aria-busy={stats.loading} className={stats.loading ? "is-updating" : undefined}>
          <Dashboard stats={stats.data} weeks={weeks} />
        </div>
      )}
    </>
  );
}

function Dashboard({ stats, weeks }: { stats: Stats; weeks: number }) {
  const leads = stats.weeks.reduce((sum, w) => sum + w.leads, 0);
  const calls = stats.weeks.reduce((sum, w) => sum + w.phone_clicks, 0);
  const { won, lost, rate } = stats.won_rate;
  const period = `the last ${weeks} weeks`;
  const labels = stats.weeks.map((w) => weekOf(w.week_start));

  return (
    <div className="dashboard">
      <dl className="tiles">
        <div className="tile">
          <dt>Leads</dt>
          <dd>{leads}</dd>
        </div>
        <div className="tile">
          <dt>Phone taps</dt>
          <dd>{calls}</dd>
        </div>
        <div className="tile">
          <dt>Won rate</dt>
          <dd>{rate === null ? "–" : `${Math.round(rate * 100)}%`}</dd>
        </div>
        {/* "Ask for a review" on won leads, sent in the period (by text or e-mail). */}
        <div className="tile">
          <dt>Review requests</dt>
          <dd>{stats.review_requests?.sent ?? 0}</dd>
        </div>
      </dl>

      <Card title="Leads and phone taps per week" wide>
        {leads + calls === 0 ? (
          <p className="chart-empty">No leads and no phone taps in {period}.</p>
        ) : (
          <>
            <ul className="legend" aria-hidden="true">
              <li>
                <span className="swatch bar--leads" /> Leads
              </li>
              <li>
                <span className="swatch bar--calls" /> Phone taps
              </li>
            </ul>
            <GroupedBars
              labels={labels}
              series={[
                { label: "Leads", className: "bar--leads", values: stats.weeks.map((w) => w.leads) },
                { label: "Phone taps", className: "bar--calls", values: stats.weeks.map((w) => w.phone_clicks) },
              ]}
              summary={`Bar chart: ${leads} leads and ${calls} phone taps over ${period}, per week. The numbers are in the table below.`}
            />
            <ChartTable
              caption="Leads and phone taps per week"
              head={["Week of", "Leads", "Phone taps"]}
              rows={stats.weeks.map((w) => [weekOf(w.week_start), w.leads, w.phone_clicks])}
            />
          </>
        )}
        <p className="chart-note">A phone tap is a tap on the site’s call button; the call itself is not tracked.</p>
      </Card>

      <Card title="How fast you answered" wide>
        <ResponseTimes weeks={stats.response_times} labels={stats.response_times.map((w) => weekOf(w.week_start))} period={period} />
      </Card>

      <Breakdown
        title="Where leads come from"
        head="Source"
        items={stats.by_source.map((s) => ({ label: sourceLabel(s.source), value: s.leads }))}
        period={period}
      />
      <Breakdown
        title="What they ask for"
        head="Service"
        items={stats.by_service.map((s) => ({ label: s.service_type ? serviceLabel(s.service_type) : "Not given (contact form)", value: s.leads }))}
        period={period}
      />
      <Breakdown title="Where they are" head="Town" items={stats.by_town.map((t) => ({ label: t.town || "Unknown", value: t.leads }))} period={period} />

      <ScreensRecord screens={stats.screens} />

      <Card title="Won rate">
        {rate === null ? (
          <p className="chart-empty">No lead is marked won or lost yet. Set a lead’s status when you hear back, and the rate shows here.</p>
        ) : (
          <div className="won">
            <WonRing won={won} lost={lost} summary={`Won ${Math.round(rate * 100)}% of decided leads: ${won} won, ${lost} lost.`} />
            <p className="won-text">
              <strong>{won}</strong> won of <strong>{won + lost}</strong> decided ({lost} lost). Leads still new, contacted or quoted are not counted.
            </p>
          </div>
        )}
      </Card>
    </div>
  );
}

/**
 * How the spam screens did in the last 30 days, from the owner's verdicts: the
 * misses worth a look are held leads the owner released and accepted ones the
 * owner marked spam. A bar list with the same numbers as a table.
 */
function ScreensRecord({ screens }: { screens: Stats["screens"] }) {
  const items = [
    { label: "Refused at the form", value: screens.refused_at_form },
    { label: "Held, you released", value: screens.held_released },
    { label: "Flagged, you said fine", value: screens.flagged_not_spam },
    { label: "Let in, you said spam", value: screens.accepted_marked_spam },
  ];
  const period = `the last ${screens.days} days`;
  return (
    <Card title="The spam screens’ record">
      {screens.held === 0 && items.every((item) => item.value === 0) ? (
        <p className="chart-empty">Nothing held, refused or marked in {period}.</p>
      ) : (
        <>
          <BarList
            items={items}
            className="bar--calls"
            summary={`Bar chart of the spam screens' record over ${period}: ${screens.held} held or refused in all, ${screens.held_released} released by you, ${screens.accepted_marked_spam} let through but marked spam.`}
          />
          <ChartTable caption={`The spam screens’ record over ${period}`} head={["What happened", "Leads"]} rows={items.map((item) => [item.label, item.value])} />
        </>
      )}
      <p className="chart-note">
        {screens.held} held or refused in {period}, all kept under Held. Each “Not spam” or “Spam” you tap on a lead counts here, and
        your developer can add them to the examples the screens are tested on.
      </p>
    </Card>
  );
}

function sourceLabel(source: string): string {
  if (!source || source === "direct") return "Direct";
  return source;
}

function Breakdown({ title, head, items, period }: { title: string; head: string; items: { label: string; value: number }[]; period: string }) {
  const sorted = [...items].sort((a, b) => b.value - a.value);
  const total = sorted.reduce((sum, item) => sum + item.value, 0);
  return (
    <Card title={title}>
      {sorted.length === 0 || total === 0 ? (
        <p className="chart-empty">No leads in {period}.</p>
      ) : (
        <>
          <BarList
            items={sorted}
            summary={`Bar chart of leads by ${head.toLowerCase()}: ${sorted
              .slice(0, 3)
              .map((item) => `${item.label} ${item.value}`)
              .join(", ")}${sorted.length > 3 ? `, and ${sorted.length - 3} more` : ""}.`}
          />
          <ChartTable caption={`${title}: leads by ${head.toLowerCase()}`} head={[head, "Leads"]} rows={sorted.map((item) => [item.label, item.value])} />
        </>
      )}
    </Card>
  );
}

/**
 * A card of the dashboard, taken over in a turn of its own after the page's head (first-view/in-turns.tsx);
 * its id is made inside the part, so ids are numbered in the same order as the Worker numbered them.
 */
function Card(props: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <TakeOverLater>
      <CardSection {...props} />
    </TakeOverLater>
  );
}

function CardSection({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  const id = useId();
  return (
    <section className={`panel chart-card${wide ? " chart-card--wide" : ""}`} aria-labelledby={id}>
      <h2 id={id} className="panel-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * `/admin/site`: the owner keeps the site true. Four screens (business facts,
 * reviews, FAQ, photos), each saved as a draft marked "not yet on the site",
 * and Publish, which puts every saved draft on the site with one build and
 * shows its state: asked, building, live (and since when) or failed with why.
 */
import { useCallback, useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import type { SiteContent, SiteSection } from "../../../common/site-content.ts";
import { messageOf } from "../api/client.ts";
import { resources } from "../api/resources.ts";
import { useResource } from "../api/use-resource.ts";
import { fullDate } from "../leads/format.ts";
import { PageHeading } from "../shell/page-heading.tsx";
import { ErrorState, Loading } from "../shell/states.tsx";
import { BusinessEditor } from "./business-editor.tsx";
import { FaqEditor } from "./faq-editor.tsx";
import { GalleryEditor, PicturesEditor } from "./photos-editor.tsx";
import { ReviewsEditor } from "./reviews-editor.tsx";
import { NotYetOnSite } from "./section-editor.tsx";
import { siteApi, startingContent, type Publish, type SectionState, type SiteState } from "./site-api.ts";

const TABS = [
  { id: "business", label: "Business", sections: ["business"] },
  { id: "reviews", label: "Reviews", sections: ["reviews"] },
  { id: "faq", label: "FAQ", sections: ["faq"] },
  { id: "photos", label: "Photos", sections: ["gallery", "pictures"] },
] as const satisfies readonly { id: string; label: string; sections: readonly SiteSection[] }[];
type TabId = (typeof TABS)[number]["id"];

export function SitePage() {
  const resource = useResource(resources.site());
  const [params, setParams] = useSearchParams();
  const tab = (TABS.find((t) => t.id === params.get("tab"))?.id ?? "business") as TabId;
  const { data, set } = resource;

  const onSaved = useCallback(
    <S extends SiteSection>(section: S) =>
      (state: SectionState<SiteContent[S]>) => {
        if (data) set({ ...data, sections: { ...data.sections, [section]: state } });
      },
    [data, set],
  );

  return (
    <>
      <div className="page-head">
        <PageHeading title="Site">Your site</PageHeading>
      </div>
      {resource.error && !resource.loading && !data ? (
        <ErrorState error={resource.error} onRetry={resource.reload} title="The site's content didn't load" />
      ) : !data ? (
        <Loading label="Loading the site's content…" rows={3} />
      ) : (
        <div className="site">
          <PublishPanel state={data} onChange={(publish) => set({ ...data, last_publish: publish, ...(publish.status === "live" ? { last_live_publish: publish } : {}) })} reload={resource.reload} />
          <nav className="views site-tabs" aria-label="Site content">
            {TABS.map((t) => (
              <Link
                key={t.id}
                to={`?tab=${t.id}`}
                className="view-tab"
                aria-current={t.id === tab ? "page" : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  setParams({ tab: t.id }, { replace: true });
                }}
              >
                {t.label}
                {t.sections.some((section) => data.sections[section].unpublished_changes) ? <span className="tab-dot" title="Not yet on the site" /> : null}
                {t.sections.some((section) => data.sections[section].unpublished_changes) ? <span className="visually-hidden"> (not yet on the site)</span> : null}
              </Link>
            ))}
          </nav>
          <TabContent tab={tab} data={data} onSaved={onSaved} />
        </div>
      )}
    </>
  );
}

function TabContent({
  tab,
  data,
  onSaved,
}: {
  tab: TabId;
  data: SiteState;
  onSaved: <S extends SiteSection>(section: S) => (state: SectionState<SiteContent[S]>) => void;
}) {
  const marks = (section: SiteSection) => <NotYetOnSite show={data.sections[section].unpublished_changes} />;
  if (tab === "business") {
    const start = startingContent(data, "business");
    return start ? (
      <Tab title="Business facts" mark={marks("business")}>
        <BusinessEditor start={start} onSaved={onSaved("business")} />
      </Tab>
    ) : (
      <NotBuilt />
    );
  }
  if (tab === "reviews") {
    const start = startingContent(data, "reviews");
    return start ? (
      <Tab title="Reviews" mark={marks("reviews")}>
        <ReviewsEditor start={start} onSaved={onSaved("reviews")} />
      </Tab>
    ) : (
      <NotBuilt />
    );
  }
  if (tab === "faq") {
    const start = startingContent(data, "faq");
    return start ? (
      <Tab title="Questions and answers" mark={marks("faq")}>
        <FaqEditor start={start} onSaved={onSaved("faq")} />
      </Tab>
    ) : (
      <NotBuilt />
    );
  }
  const gallery = startingContent(data, "gallery");
  const pictures = startingContent(data, "pictures") ?? { photos: {} };
  return gallery ? (
    <>
      <Tab title="Gallery projects" mark={marks("gallery")}>
        <GalleryEditor start={gallery} onSaved={onSaved("gallery")} />
      </Tab>
      <Tab title="Photos of the other pictures" mark={marks("pictures")}>
        <PicturesEditor start={pictures} pictures={data.live?.pictures ?? []} onSaved={onSaved("pictures")} />
      </Tab>
    </>
  ) : (
    <NotBuilt />
  );
}

function Tab({ title, mark, children }: { title: string; mark: React.ReactNode; children: React.ReactNode }) {
  return (
    <section className="site-tab" aria-label={title}>
      <h2 className="site-tab-title">
        {title} {mark}
      </h2>
      {children}
    </section>
  );
}

function NotBuilt() {
  return (
    <p className="panel">
      The site has not been built on this server yet, so there is nothing to start from. Run <code>npm run build</code>, then reload.
    </p>
  );
}

const STATUS_TEXT: Record<Publish["status"], string> = {
  asked: "Asked for a build…",
  building: "Building the site…",
  live: "Live",
  failed: "Failed",
};

function PublishPanel({ state, onChange, reload }: { state: SiteState; onChange: (publish: Publish) => void; reload: () => void }) {
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const publish = state.last_publish;
  const pending = publish && (publish.status === "asked" || publish.status === "building");
  const changes = Object.values(state.sections).some((section) => section.unpublished_changes);

  // While a build is under way, ask every few seconds how it is going.
  useEffect(() => {
    if (!publish || !pending) return;
    const controller = new AbortController();
    const timer = setInterval(() => {
      siteApi.publishState(publish.id, controller.signal).then(
        ({ publish: fresh }) => {
          if (fresh.status !== publish.status) {
            onChange(fresh);
            if (fresh.status === "live") reload();
          }
        },
        () => {},
      );
    }, 3_000);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [publish, pending, onChange, reload]);

  async function doPublish() {
    setBusy(true);
    setError("");
    try {
      onChange((await siteApi.publish()).publish);
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="panel publish-panel" aria-labelledby="publish-h">
      <h2 id="publish-h" className="panel-title">
        Publish
      </h2>
      <p className="panel-text">
        {changes ? "You have saved changes that are not yet on the site." : "Everything you saved is on the site (or on its way)."} Publishing takes a few
        minutes.
      </p>
      <div className="publish-row">
        <button type="button" className="button button--primary button--big" disabled={busy} onClick={() => void doPublish()}>
          {busy ? "Publishing…" : "Publish"}
        </button>
        <p className="publish-state" role="status">
          {publish ? (
            <>
              <span className={`badge publish-badge publish-badge--${publish.status}`}>{STATUS_TEXT[publish.status]}</span>{" "}
              {publish.status === "live" && publish.live_at ? `since ${fullDate(publish.live_at)}` : `asked ${fullDate(publish.asked_at)}`}
            </>
          ) : (
            "Not published from here yet."
          )}
        </p>
      </div>
      {publish?.status === "failed" && publish.reason ? <p className="field-error">Why: {publish.reason}</p> : null}
      {state.last_live_publish && publish?.status !== "live" ? (
        <p className="muted">Last live: {fullDate(state.last_live_publish.live_at ?? state.last_live_publish.asked_at)}</p>
      ) : null}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}

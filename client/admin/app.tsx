/** The inbox's frame: the bar with its screens, the sign-in banner, and the routes (screens.tsx). */
import { Link, Route, Routes, useLocation } from "react-router-dom";
import { resources } from "./api/resources.ts";
import { useResource } from "./api/use-resource.ts";
import { INBOX_SCREENS } from "./screens.tsx";
import { NoticeProvider } from "./shell/notices.tsx";
import { PageHeading } from "./shell/page-heading.tsx";
import { EmptyState } from "./shell/states.tsx";

export function App() {
  const session = useResource(resources.session());
  // A lead's page belongs to Leads in the bar.
  const path = useLocation().pathname;
  const section = path.startsWith("/dashboard") ? "dashboard" : path.startsWith("/settings") ? "settings" : path.startsWith("/site") ? "site" : "leads";
  return (
    <NoticeProvider>
      <a className="skip-link" href="#main">
        Skip to the content
      </a>
      <header className="bar">
        <div className="bar-inner">
          <Link to="/" className="bar-brand">
            <span className="bar-mark" aria-hidden="true" />
            <span>
              <span className="bar-name">Peachtree Brush </span>
              <span className="bar-app">Inbox</span>
            </span>
          </Link>
          <nav className="bar-nav" aria-label="Inbox">
            <Link to="/" className="bar-link" aria-current={section === "leads" ? "page" : undefined}>
              Leads
            </Link>
            <Link to="/dashboard" className="bar-link" aria-current={section === "dashboard" ? "page" : undefined}>
              Dashboard
            </Link>
            <Link to="/site" className="bar-link" aria-current={section === "site" ? "page" : undefined}>
              Site
            </Link>
            <Link to="/settings" className="bar-link" aria-current={section === "settings" ? "page" : undefined}>
              Settings
            </Link>
          </nav>
          {session.data?.user.email ? <span className="bar-user">{session.data.user.email}</span> : null}
        </div>
      </header>
      {session.data?.sign_in === "off" ? (
        <p className="banner" role="note">
          <strong>Sign-in is off: local development only.</strong>{" "}
          <span className="banner-more">Anyone who can reach this address sees the leads; the live site asks for Cloudflare Access sign-in.</span>
        </p>
      ) : null}
      <main id="main" className="main">
        <Routes>
          {INBOX_SCREENS.map((screen) => (
            <Route key={screen.path} path={screen.path} element={screen.element} />
          ))}
          <Route path="*" element={<NotFound />} />
        </Routes>
      </main>
    </NoticeProvider>
  );
}

function NotFound() {
  return (
    <>
      <PageHeading title="Not found">Not found</PageHeading>
      <EmptyState title="There is no such page in the inbox">
        <p>
          <Link to="/">Go to the leads</Link>
        </p>
      </EmptyState>
    </>
  );
}

/** The inbox's frame: the bar with its screens, the sign-in banner, and the routes (screens.tsx). */
import { useLocation } from "react-router-dom";
import { resources } from "./api/resources.ts";
import { useResource } from "./api/use-resource.ts";
import { screenAt } from "./screens.tsx";
import { inAppLink, useInAppLinks } from "./shell/in-app-links.ts";
import { NoticeProvider } from "./shell/notices.tsx";
import { PageHeading } from "./shell/page-heading.tsx";
import { ScreenParamsProvider } from "./shell/screen-params.ts";
import { EmptyState } from "./shell/states.tsx";

export function App() {
  const session = useResource(resources.session());
  // The bar's, the tabs' and the screens' links are plain links this one handler opens in the app.
  useInAppLinks();
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
          <a {...inAppLink("/")} className="bar-brand">
            <span className="bar-mark" aria-hidden="true" />
            <span>
              <span className="bar-name">Peachtree Brush </span>
              <span className="bar-app">Inbox</span>
            </span>
          </a>
          <nav className="bar-nav" aria-label="Inbox">
            <a {...inAppLink("/")} className="bar-link" aria-current={section === "leads" ? "page" : undefined}>
              Leads
            </a>
            <a {...inAppLink("/dashboard")} className="bar-link" aria-current={section === "dashboard" ? "page" : undefined}>
              Dashboard
            </a>
            <a {...inAppLink("/site")} className="bar-link" aria-current={section === "site" ? "page" : undefined}>
              Site
            </a>
            <a {...inAppLink("/settings")} className="bar-link" aria-current={section === "settings" ? "page" : undefined}>
              Settings
            </a>
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
        <Screen />
      </main>
    </NoticeProvider>
  );
}

/** The screen at the address (screens.tsx), with its path parameters. */
function Screen() {
  const shown = screenAt(useLocation().pathname);
  if (!shown) return <NotFound />;
  // Keyed by the screen, so moving to another screen starts it afresh, as the router did.
  return (
    <ScreenParamsProvider key={shown.screen.path} value={shown.params}>
      {shown.screen.element}
    </ScreenParamsProvider>
  );
}

function NotFound() {
  return (
    <>
      <PageHeading title="Not found">Not found</PageHeading>
      <EmptyState title="There is no such page in the inbox">
        <p>
          <a {...inAppLink("/")}>Go to the leads</a>
        </p>
      </EmptyState>
    </>
  );
}

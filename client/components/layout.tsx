import { Suspense, useEffect, useRef } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";

/**
 * After a client-side navigation: show the top of the new page, or the section a
 * link's #anchor names: a new page must never open scrolled halfway down.
 */
function useNavigationEffects() {
  const location = useLocation();
  const hydrated = useRef(false);
  useEffect(() => {
    // The first run is hydration: the visitor may already have scrolled, leave them there.
    if (!hydrated.current) {
      hydrated.current = true;
      return;
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.pathname, location.hash]);
}

export function Layout() {
  useNavigationEffects();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </>
  );
}

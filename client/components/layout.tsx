import { Suspense } from "react";
import { Outlet } from "react-router-dom";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";

/**
 * The page shell every route is prerendered in. The browser never hydrates it:
 * moving between pages is plain navigation to prerendered HTML, which starts
 * at the top of the new page (or at the section a link's #anchor names).
 */
export function Layout() {
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

import { usePageMeta } from "../lib/page-meta.ts";
import { Link } from "react-router-dom";
import { notFound, notFoundMeta } from "../content/copy/not-found.ts";

/** Any path that is not a page. Static Assets serves this as 404.html with a 404 status. */
export default function NotFoundPage() {
  usePageMeta(notFoundMeta);
  return (
    <section className="not-found" aria-labelledby="page-title">
      <div className="container">
        <p className="not-found-code">{notFound.code}</p>
        <h1 id="page-title">{notFound.heading}</h1>
        <p>{notFound.text}</p>
        <Link discover="none" to={notFound.link.href} className="btn btn-primary btn-lg">
          {notFound.link.label}
        </Link>
      </div>
    </section>
  );
}

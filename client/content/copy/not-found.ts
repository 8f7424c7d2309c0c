import { suffix } from "./shared.ts";
import type { LinkRef, PageMeta } from "./shared.ts";

export interface NotFoundCopy {
  code: string;
  heading: string;
  text: string;
  link: LinkRef;
}

export const notFound: NotFoundCopy = {
  code: "404",
  heading: "Oops! Page not found",
  text: "The page you are looking for might have been removed, renamed, or is temporarily unavailable.",
  link: { label: "Return to Home", href: "/" },
};

/** <title> and meta description of this page. */
export const notFoundMeta: PageMeta = {
  title: `Page Not Found${suffix}`,
  description:
    "The page you are looking for could not be found. Return to the home page to explore our painting services across North Metro Atlanta.",
};

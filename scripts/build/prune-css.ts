// The stylesheet each page inlines, cut to the rules that page can use. Every
// page inlines its CSS (no stylesheet request before the first paint), so a rule
// for the FAQ's accordion or the quote form is bytes every gallery visitor waits
// for: on the gallery they were 1.8 KB of its 16 KB at the edge's brotli level.
// Runs on plain Node 22 (type stripping): erasable TypeScript only.
import { transform, type Selector } from "lightningcss";

/** What a page can show: its own markup, plus the class names its scripts may add later. */
export interface PageVocabulary {
  html: string;
  /** The public scripts' text: a class name written in them may be added by them at run time. */
  scripts: string;
}

/**
 * Class names built at run time from a template (`toast toast--${kind}`), so
 * never written whole in a script: their rules always stay.
 */
const RUNTIME_CLASS_PREFIXES = ["toast"];

function vocabulary({ html, scripts }: PageVocabulary) {
  const classes = new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/)));
  const ids = new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((match) => match[1]!));
  const tags = new Set([...html.matchAll(/<([a-z][a-z0-9-]*)/g)].map((match) => match[1]!));
  const scriptWords = new Set(scripts.match(/[A-Za-z0-9_-]+/g) ?? []);
  return {
    hasClass: (name: string) =>
      classes.has(name) || scriptWords.has(name) || RUNTIME_CLASS_PREFIXES.some((prefix) => name.startsWith(prefix)),
    hasId: (name: string) => ids.has(name) || scriptWords.has(name),
    hasTag: (name: string) => tags.has(name) || ["html", "body", "svg", "path"].includes(name),
  };
}

/**
 * Whether a selector can match on the page: every class, id and element it
 * names exists there. What it says inside :not(), :is(), attribute and state
 * selectors is not judged, so a rule is only ever kept too often, never dropped
 * while something could match it.
 */
function canMatch(selector: Selector, page: ReturnType<typeof vocabulary>): boolean {
  return selector.every((part) => {
    if (part.type === "class") return page.hasClass(part.name);
    if (part.type === "id") return page.hasId(part.name);
    if (part.type === "type") return page.hasTag(part.name);
    return true;
  });
}

/** The CSS with the style rules no selector of which can match on this page removed, minified. */
export function pruneCss(css: string, page: PageVocabulary): string {
  const words = vocabulary(page);
  const { code } = transform({
    filename: "site.css",
    code: Buffer.from(css),
    minify: true,
    visitor: {
      Rule: {
        // Returning nothing keeps the rule as it is; an empty list removes it.
        style: (rule) => (rule.value.selectors.some((selector) => canMatch(selector, words)) ? undefined : []),
      },
    },
  });
  return code.toString();
}

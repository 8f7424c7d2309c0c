/** Reading a page by its semantics: landmarks, links by target, lists, image cards. */
import { expect } from "vitest";
import type { Locator, Page } from "playwright-core";

export function main(page: Page): Locator {
  return page.getByRole("main");
}

/** Normalised paths of every link in `scope`. */
export async function linkPaths(scope: Locator): Promise<string[]> {
  return scope.locator("a[href]").evaluateAll((links) =>
    links.map((a) => {
      const url = new URL((a as HTMLAnchorElement).href);
      if (url.origin !== location.origin) return url.href;
      return (url.pathname.replace(/\/$/, "") || "/") + url.hash;
    }),
  );
}

/** The normalised path a single link points to. */
export function hrefPath(link: Locator): Promise<string> {
  return link.evaluate((a) => new URL((a as HTMLAnchorElement).href).pathname.replace(/\/$/, "") || "/");
}

export async function expectLinksTo(scope: Locator, paths: string[]): Promise<void> {
  const found = await linkPaths(scope);
  for (const path of paths) expect(found, `a link to ${path}`).toContain(path);
}

/** Item counts of every <ul>/<ol> in main, in document order, with the list's kind. */
export async function lists(page: Page): Promise<{ tag: string; count: number; text: string[] }[]> {
  return main(page)
    .locator("ul, ol")
    .evaluateAll((els) =>
      els.map((el) => {
        const items = [...el.children].filter((child) => child.tagName === "LI");
        const textOf = (node: Node) => {
          const parts: string[] = [];
          const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
          while (walker.nextNode()) parts.push(walker.currentNode.nodeValue ?? "");
          return parts.join(" ").replace(/\s+/g, " ").trim();
        };
        return { tag: el.tagName.toLowerCase(), count: items.length, text: items.map(textOf) };
      }),
    );
}

/**
 * For every <img> inside `scope`: how many pieces of text its card
 * (figure/article/li) holds besides the image: a title and a description make 2.
 * Read from the DOM, not innerText: sections laid out lazily
 * (content-visibility: auto) have no rendered text until scrolled to.
 */
export async function imageCards(scope: Locator): Promise<{ alt: string; lines: number }[]> {
  return scope.locator("img").evaluateAll((imgs) =>
    imgs.map((img) => {
      const card = img.closest("figure, article, li");
      let lines = 0;
      if (card) {
        const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) if ((walker.currentNode.nodeValue ?? "").trim()) lines += 1;
      }
      return { alt: (img as HTMLImageElement).alt, lines };
    }),
  );
}

/** The text of main, every text node once, whitespace collapsed (rendered or not yet laid out). */
export async function text(page: Page): Promise<string> {
  return main(page).evaluate((el) => {
    const parts: string[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) parts.push(walker.currentNode.nodeValue ?? "");
    return parts.join(" ").replace(/\s+/g, " ").trim();
  });
}

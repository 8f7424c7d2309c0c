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
        return { tag: el.tagName.toLowerCase(), count: items.length, text: items.map((li) => (li as HTMLElement).innerText.trim()) };
      }),
    );
}

/** For every <img> inside `scope`: whether its card (figure/article/li) shows a title and a description besides the image. */
export async function imageCards(scope: Locator): Promise<{ alt: string; lines: number }[]> {
  return scope.locator("img").evaluateAll((imgs) =>
    imgs.map((img) => {
      const card = img.closest("figure, article, li");
      const lines = card ? (card as HTMLElement).innerText.split("\n").map((l) => l.trim()).filter(Boolean).length : 0;
      return { alt: (img as HTMLImageElement).alt, lines };
    }),
  );
}

export async function text(page: Page): Promise<string> {
  return main(page).innerText();
}

/**
 * The inbox's addresses without the router's components
 * (client/admin/shell/addresses.ts): the screen patterns, read as the router
 * reads `/leads/:id`, and the hrefs of the app's plain links, written as the
 * router's links wrote them under /admin.
 */
import { describe, expect, it } from "vitest";
import { compileScreenPath, inboxHref, matchScreenPath } from "../../client/admin/shell/addresses.ts";

describe("the inbox's screen patterns", () => {
  it("match as the router's do: any case, a trailing slash, parameters decoded", () => {
    const lead = compileScreenPath("/leads/:id");
    expect(matchScreenPath(lead, "/leads/3f2b")).toEqual({ id: "3f2b" });
    expect(matchScreenPath(lead, "/Leads/3f2b/")).toEqual({ id: "3f2b" });
    expect(matchScreenPath(lead, "/leads/a%20b")).toEqual({ id: "a b" });
    expect(matchScreenPath(lead, "/leads/%E0%A4%A")).toEqual({ id: "%E0%A4%A" });
    expect(matchScreenPath(lead, "/leads")).toBeUndefined();
    expect(matchScreenPath(lead, "/leads/a/b")).toBeUndefined();
    const list = compileScreenPath("/");
    expect(matchScreenPath(list, "/")).toEqual({});
    expect(matchScreenPath(list, "")).toEqual({});
    expect(matchScreenPath(list, "/dashboard")).toBeUndefined();
    const dashboard = compileScreenPath("/dashboard");
    expect(matchScreenPath(dashboard, "/dashboard")).toEqual({});
    expect(matchScreenPath(dashboard, "/dashboards")).toBeUndefined();
  });
});

describe("the hrefs of the inbox's plain links", () => {
  it("are the router's: under /admin, the list at /admin itself, an empty query dropped", () => {
    expect(inboxHref("/")).toBe("/admin");
    expect(inboxHref("/?")).toBe("/admin");
    expect(inboxHref("/?spam=held&q=oak")).toBe("/admin?spam=held&q=oak");
    expect(inboxHref("/dashboard")).toBe("/admin/dashboard");
    expect(inboxHref("/leads/3f2b")).toBe("/admin/leads/3f2b");
    expect(inboxHref("/dashboard?weeks=26#top")).toBe("/admin/dashboard?weeks=26#top");
  });
});

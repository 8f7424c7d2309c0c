/**
 * The service registry (common/services.ts) is the one list routes, menus, the
 * form's choices and the route list derive from, so it is checked here against
 * the required six services, written out independently of the app.
 */
import { expect, test } from "vitest";
import { SERVICES } from "../../common/services.ts";
import { SERVICE_TYPE_LABELS, SERVICE_TYPES } from "../../common/lead-fields.ts";
import { PAGE_ROUTES } from "../../scripts/lib/routes.ts";
import { SERVICE_TITLES } from "../browser/support/spec.ts";

const REQUIRED_TYPES = ["interior", "exterior", "cabinet", "deck", "pressure", "epoxy"];

test("six services, in menu order, each with its title, form value and path", () => {
  expect(SERVICES.map((service) => service.slug)).toEqual(Object.keys(SERVICE_TITLES));
  expect(SERVICES.map((service) => service.serviceType)).toEqual(REQUIRED_TYPES);
  for (const service of SERVICES) {
    expect(service.title).toMatch(SERVICE_TITLES[service.slug]!);
    expect(service.path).toBe(`/services/${service.slug}`);
  }
});

test("the form offers the six services and then Other, under their titles", () => {
  expect(SERVICE_TYPES).toEqual([...REQUIRED_TYPES, "other"]);
  expect(SERVICE_TYPE_LABELS).toEqual({
    interior: "Interior Painting",
    exterior: "Exterior Painting",
    cabinet: "Cabinet Refinishing",
    deck: "Deck & Fence Staining",
    pressure: "Pressure Washing",
    epoxy: "Epoxy Floors",
    other: "Other",
  });
});

test("the route list has every service page", () => {
  for (const slug of Object.keys(SERVICE_TITLES)) expect(PAGE_ROUTES).toContain(`/services/${slug}`);
  expect(PAGE_ROUTES).toHaveLength(14);
});

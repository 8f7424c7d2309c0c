// The site's copy and data: pages import from "client/content" only.
export * from "./types.ts";
export * from "./business.ts";
export * from "./services.ts";
export * from "./service-catalog.ts";
export * from "./process.ts";
export * from "./gallery.ts";
export * from "./testimonials.ts";
export * from "./faq.ts";
export * from "./pages.ts";
export * from "./navigation.ts";
export * from "./images.ts";

import type { ReactNode } from "react";
import type { ImageRef } from "../content/types.ts";
import { Picture } from "./picture.tsx";

/**
 * The hero picture fills the viewport's width, but it is a backdrop: the hero's
 * gradient darkens it by 45-92% and text sits on it, so it is fetched at about
 * 60% of the screen's pixels (75% on a wide screen) and drawn a little softer.
 * On Lighthouse's phone that is the 480 px file instead of the 800 px one: with
 * a photograph behind the hero, about 3 KB instead of 9 KB on the way to the
 * largest paint. The document's preload uses the same value.
 */
export const HERO_SIZES = "(min-width: 1200px) 75vw, 60vw";

interface HeroProps {
  heading: string;
  subheading?: string;
  image: ImageRef;
  eyebrow?: string;
  children?: ReactNode;
  /** The home page's hero is taller. */
  size?: "large" | "page";
}

/** A page's opening: the picture behind, the heading and actions in front, readable on any photo. */
export function Hero({ heading, subheading, image, eyebrow, children, size = "page" }: HeroProps) {
  return (
    <section className={`hero hero-${size}`} aria-labelledby="page-title">
      <Picture image={image} sizes={HERO_SIZES} priority className="hero-media" />
      <div className="container hero-content">
        {eyebrow ? <p className="eyebrow hero-eyebrow">{eyebrow}</p> : null}
        <h1 id="page-title">{heading}</h1>
        {subheading ? <p className="hero-lead">{subheading}</p> : null}
        {children}
      </div>
    </section>
  );
}

import type { ReactNode } from "react";
import type { ImageRef } from "../content/types.ts";
import { Picture } from "./picture.tsx";

/** The hero picture fills the viewport's width; the document's preload uses the same value. */
export const HERO_SIZES = "100vw";

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

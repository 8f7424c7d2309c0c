import { usePageMeta } from "../lib/page-meta.ts";
import { CtaBand, SectionHeading } from "../components/blocks.tsx";
import { Hero } from "../components/hero.tsx";
import { Picture } from "../components/picture.tsx";
import { gallerySections } from "../content/gallery.ts";
import { galleryPage, galleryPageMeta } from "../content/copy/gallery.ts";

/** Five sections, each with its in-page anchor, then the quote and contact call to action. */
export default function GalleryPage() {
  usePageMeta(galleryPageMeta);
  return (
    <>
      <Hero heading={galleryPage.hero.heading} subheading={galleryPage.hero.subheading} image={galleryPage.hero.image} />

      <section className="section section-plain gallery-intro" aria-labelledby="gallery-intro">
        <div className="container">
          <SectionHeading id="gallery-intro" title={galleryPage.intro.heading} lead={galleryPage.intro.paragraph} />
        </div>
      </section>

      <nav className="gallery-nav" aria-label="Gallery sections">
        <ul className="container">
          {gallerySections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ul>
      </nav>

      {gallerySections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          className={`section gallery-section ${index % 2 ? "section-alt" : "section-plain"}`}
          aria-labelledby={`${section.id}-title`}
        >
          <div className="container">
            <header className="section-heading section-heading-start">
              <h2 id={`${section.id}-title`}>
                {section.title}
                {/* Its own text node after a hidden comma: screen readers say "Interior Painting, 21 projects". */}
                <span className="visually-hidden">, </span>
                <span className="count-chip">{`${section.items.length} projects`}</span>
              </h2>
              <p className="section-lead">{section.description}</p>
            </header>
            <ul className="gallery-grid">
              {section.items.map((item) => (
                <li key={item.image.id}>
                  <figure className="card gallery-item">
                    <Picture image={item.image} sizes="(min-width: 1180px) 280px, (min-width: 620px) 45vw, 92vw" />
                    <figcaption>
                      <h3>{item.title}</h3>
                      <p>{item.description}</p>
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ))}

      <CtaBand cta={galleryPage.closingCta} />
    </>
  );
}

import { Link } from "react-router-dom";
import { business } from "../content/business.ts";
import { footer } from "../content/navigation.ts";
import { ContactLines } from "./contact-lines.tsx";
import { ClockIcon, LogoMark } from "./icons.tsx";

/** The footer of every page: brand, phone, email, quote call to action, quick links and the services list. */
export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section className="footer-brand" aria-labelledby="footer-brand-heading">
          <h2 id="footer-brand-heading" className="footer-logo">
            <LogoMark className="brand-mark" />
            {business.name}
          </h2>
          <p>{footer.blurb}</p>
          <Link discover="none" to="/quote" className="btn btn-primary">
            Get a Free Quote
          </Link>
        </section>
        <nav className="footer-col" aria-labelledby="footer-links-heading">
          <h2 id="footer-links-heading">{footer.quickLinksHeading}</h2>
          <ul>
            {footer.quickLinks.map((link) => (
              <li key={link.href}>
                <Link discover="none" to={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="footer-col" aria-labelledby="footer-services-heading">
          <h2 id="footer-services-heading">{footer.servicesHeading}</h2>
          <ul>
            {footer.services.map((link) => (
              <li key={link.href}>
                <Link discover="none" to={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className="footer-col" aria-labelledby="footer-contact-heading">
          <h2 id="footer-contact-heading">{footer.contactHeading}</h2>
          <ContactLines className="footer-contact">
            {business.hours.map((row) => (
              <li key={row.days}>
                <ClockIcon />
                <span>
                  {`${row.days}: ${row.hours}`}
                </span>
              </li>
            ))}
          </ContactLines>
        </section>
      </div>
      <div className="container footer-bottom">
        <p>
          {`© ${business.foundedYear}–${__BUILD_YEAR__} ${business.name}. ${footer.rights}`}
        </p>
      </div>
    </footer>
  );
}

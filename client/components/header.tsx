// Every link is a plain page load of a prerendered page (no client router on the public site), so
// React Router's lazy route discovery is off on each: its data-discover attribute was dead weight.
// Text next to a value is one template string: React marks each seam between two text nodes with
// an empty comment in the HTML, bytes on every page for nothing.
import { Link, NavLink } from "react-router-dom";
import { business } from "../content/business.ts";
import { headerCta, mainNav } from "../content/navigation.ts";
import { ChevronDownIcon, CloseIcon, MailIcon, MenuIcon, PhoneIcon, LogoMark } from "./icons.tsx";
import { PhoneLink } from "./phone-link.tsx";

/** The ids the header's script (client/enhance/header-menus.ts) finds the menus by. */
export const SITE_NAV_ID = "site-nav";
export const SERVICES_MENU_ID = "services-menu";

/**
 * The shared header: sticky; on wide screens the menu bar with a Services
 * dropdown and the quote button; on narrower ones a call button, the logo and
 * a hamburger whose menu ends with the quote button, plus the quote button in
 * the bar itself from tablet width up, so the main call to action is never
 * more than one tap away. Markup only: the menus are driven by a few lines of
 * plain script that run with the first paint (client/enhance/header-menus.ts),
 * not by React, so the first tap on a phone is never lost to a page still
 * loading its app. Before that script runs, the dropdown opens on hover and
 * keyboard focus (CSS) and every link is a plain link to a prerendered page.
 */
export function Header() {
  return (
    <header className="site-header">
      <div className="topbar">
        <div className="container topbar-inner">
          <p className="topbar-note">Licensed, insured &amp; bonded · {`Serving ${business.region} since ${business.foundedYear}`}</p>
          <div className="topbar-contact">
            <PhoneLink className="topbar-link">
              <PhoneIcon />{` ${business.phoneDisplay}`}
            </PhoneLink>
            <a className="topbar-link" href={`mailto:${business.email}`}>
              <MailIcon />{` ${business.email}`}
            </a>
          </div>
        </div>
      </div>
      <div className="container header-bar">
        <PhoneLink className="header-call" aria-label={`Call ${business.phoneDisplay}`}>
          <PhoneIcon />
        </PhoneLink>
        <Link discover="none" to="/" className="brand" aria-label={`${business.name}, home`}>
          <LogoMark className="brand-mark" />
          <span className="brand-name">
            {business.shortName}
            <span className="brand-sub">Painting</span>
          </span>
        </Link>
        <button type="button" className="menu-toggle" aria-expanded="false" aria-controls={SITE_NAV_ID}>
          <MenuIcon className="menu-icon-open" />
          <CloseIcon className="menu-icon-close" />
          <span className="visually-hidden">Menu</span>
        </button>
        <nav id={SITE_NAV_ID} className="site-nav" aria-label="Main">
          <ul className="nav-list">
            {mainNav.map((item) =>
              item.children ? (
                <li key={item.href} className="nav-item has-submenu">
                  <button
                    type="button"
                    className="nav-link submenu-toggle"
                    aria-expanded="false"
                    aria-controls={SERVICES_MENU_ID}
                  >
                    {item.label}
                    <ChevronDownIcon className="chevron" />
                  </button>
                  <ul id={SERVICES_MENU_ID} className="submenu">
                    <li>
                      <NavLink discover="none" to={item.href} end className="submenu-link submenu-all">
                        {`All ${item.label}`}
                      </NavLink>
                    </li>
                    {item.children.map((child) => (
                      <li key={child.href}>
                        <NavLink discover="none" to={child.href} className="submenu-link">
                          {child.label}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </li>
              ) : (
                <li key={item.href} className="nav-item">
                  <NavLink discover="none" to={item.href} end className="nav-link">
                    {item.label}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
          <div className="nav-contact">
            <PhoneLink className="btn btn-outline">
              <PhoneIcon />{` Call ${business.phoneDisplay}`}
            </PhoneLink>
            <a className="nav-email" href={`mailto:${business.email}`}>
              <MailIcon />{` ${business.email}`}
            </a>
            {/* The open phone menu ends with the main call to action. */}
            <Link discover="none" to={headerCta.href} className="btn btn-primary nav-quote">
              {headerCta.label}
            </Link>
          </div>
        </nav>
        <Link discover="none" to={headerCta.href} className="btn btn-primary header-cta">
          {headerCta.label}
        </Link>
      </div>
    </header>
  );
}

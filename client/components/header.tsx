import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router-dom";
import { business } from "../content/business.ts";
import { headerCta, mainNav } from "../content/navigation.ts";
import { ChevronDownIcon, CloseIcon, MailIcon, MenuIcon, PhoneIcon, LogoMark } from "./icons.tsx";
import { PhoneLink } from "./phone-link.tsx";

/** Matches the stylesheet's breakpoint between the phone menu and the desktop bar. */
const DESKTOP_MEDIA_QUERY = "(min-width: 1121px)";

/**
 * The header of every page: sticky; desktop menu with a Services dropdown that opens on
 * hover or click; on phones a call button at left, the logo centred and a
 * hamburger. Toggling the menu closes the submenu, and any navigation
 * closes both. Before hydration the dropdown still opens on hover and keyboard
 * focus (CSS), and every link is a plain link to a prerendered page.
 */
export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [servicesOpen, setServicesOpen] = useState(false);
  // Until hydration the stylesheet opens the dropdown on hover and focus; once the
  // header runs, its own state decides (so Escape or a click can close it even
  // while the pointer or the focus is still inside).
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  const location = useLocation();
  const servicesRef = useRef<HTMLLIElement>(null);
  const servicesButtonRef = useRef<HTMLButtonElement>(null);
  const submenuId = useId();
  const navId = useId();

  // Close both menus in the same commit that shows the new page, so it never
  // paints with the old page's menu still open over it.
  useLayoutEffect(() => {
    setMenuOpen(false);
    setServicesOpen(false);
  }, [location.key]);

  useEffect(() => {
    if (!menuOpen && !servicesOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      if (servicesOpen) {
        setServicesOpen(false);
        servicesButtonRef.current?.focus();
      } else setMenuOpen(false);
    };
    const onPointer = (event: PointerEvent) => {
      if (servicesOpen && !servicesRef.current?.contains(event.target as Node)) setServicesOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [menuOpen, servicesOpen]);

  const toggleMenu = () => {
    setMenuOpen((open) => !open);
    setServicesOpen(false);
  };

  // Hover opens the dropdown only for a mouse on the desktop layout (in the phone
  // menu it is an accordion). A click right after hovering must not close what the
  // hover just opened, so a click on a hover-opened menu keeps it open.
  const openedByHover = useRef(false);
  const hovers = (event: React.PointerEvent) =>
    event.pointerType === "mouse" && window.matchMedia(DESKTOP_MEDIA_QUERY).matches;
  const hoverOpen = (event: React.PointerEvent) => {
    if (!hovers(event) || servicesOpen) return;
    openedByHover.current = true;
    setServicesOpen(true);
  };
  const hoverClose = (event: React.PointerEvent) => {
    if (!hovers(event)) return;
    openedByHover.current = false;
    setServicesOpen(false);
  };
  const clickToggle = () => {
    if (openedByHover.current) {
      openedByHover.current = false;
      return;
    }
    setServicesOpen((open) => !open);
  };

  return (
    <header className="site-header">
      <div className="topbar">
        <div className="container topbar-inner">
          <p className="topbar-note">Licensed, insured &amp; bonded · Serving {business.region} since {business.foundedYear}</p>
          <div className="topbar-contact">
            <PhoneLink className="topbar-link">
              <PhoneIcon /> {business.phoneDisplay}
            </PhoneLink>
            <a className="topbar-link" href={`mailto:${business.email}`}>
              <MailIcon /> {business.email}
            </a>
          </div>
        </div>
      </div>
      <div className="container header-bar">
        <PhoneLink className="header-call" aria-label={`Call ${business.phoneDisplay}`}>
          <PhoneIcon />
        </PhoneLink>
        <Link to="/" className="brand" aria-label={`${business.name}, home`}>
          <LogoMark className="brand-mark" />
          <span className="brand-name">
            {business.shortName}
            <span className="brand-sub">Painting</span>
          </span>
        </Link>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={toggleMenu}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
          <span className="visually-hidden">{menuOpen ? "Close menu" : "Open menu"}</span>
        </button>
        <nav id={navId} className="site-nav" data-open={menuOpen || undefined} aria-label="Main">
          <ul className="nav-list">
            {mainNav.map((item) =>
              item.children ? (
                <li
                  key={item.href}
                  ref={servicesRef}
                  className="nav-item has-submenu"
                  data-open={servicesOpen || undefined}
                  data-interactive={interactive || undefined}
                  onPointerEnter={hoverOpen}
                  onPointerLeave={hoverClose}
                >
                  <button
                    ref={servicesButtonRef}
                    type="button"
                    className="nav-link submenu-toggle"
                    aria-expanded={servicesOpen}
                    aria-controls={submenuId}
                    onClick={clickToggle}
                  >
                    {item.label}
                    <ChevronDownIcon className="chevron" />
                  </button>
                  <ul id={submenuId} className="submenu">
                    <li>
                      <NavLink to={item.href} end className="submenu-link submenu-all">
                        All {item.label}
                      </NavLink>
                    </li>
                    {item.children.map((child) => (
                      <li key={child.href}>
                        <NavLink to={child.href} className="submenu-link">
                          {child.label}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </li>
              ) : (
                <li key={item.href} className="nav-item">
                  <NavLink to={item.href} end className="nav-link">
                    {item.label}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
          <div className="nav-contact">
            <PhoneLink className="btn btn-outline">
              <PhoneIcon /> Call {business.phoneDisplay}
            </PhoneLink>
            <a className="nav-email" href={`mailto:${business.email}`}>
              <MailIcon /> {business.email}
            </a>
          </div>
        </nav>
        <Link to={headerCta.href} className="btn btn-primary header-cta">
          {headerCta.label}
        </Link>
      </div>
    </header>
  );
}

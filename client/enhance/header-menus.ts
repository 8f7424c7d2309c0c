/**
 * The header's menus, in plain script so they answer from the first paint: the
 * page's inline first-paint script runs this as the parser reaches the end of
 * the body, with nothing to download first (a phone would otherwise lose the
 * first tap on the hamburger for seconds). The markup is the prerendered header
 * (components/header.tsx); this only flips `aria-expanded` and `data-open`.
 *
 * Rules: the hamburger toggles the menu and always closes the Services
 * submenu; Services opens on click or tap, and on hover for a mouse on the
 * full menu bar (in the phone menu it is an accordion); a click right after the
 * hover that opened it keeps it open; Escape closes the submenu (focus back on
 * its button), else the menu; a press outside closes the submenu. Navigation is
 * a page load, which starts closed; a page restored from the back/forward cache
 * is closed too, so it never shows the menu it was left with.
 */

/** Where the full menu bar starts; the same breakpoint as the stylesheet's header rules. */
const MENU_BAR_MEDIA_QUERY = "(min-width: 1240px)";

export function enhanceHeaderMenus(header: HTMLElement): void {
  const toggle = header.querySelector<HTMLButtonElement>(".menu-toggle");
  const nav = header.querySelector<HTMLElement>(".site-nav");
  const services = header.querySelector<HTMLElement>(".has-submenu");
  const servicesButton = services?.querySelector<HTMLButtonElement>(".submenu-toggle");
  if (!toggle || !nav || !services || !servicesButton) return;

  let menuOpen = false;
  let servicesOpen = false;
  let openedByHover = false;

  const setMenu = (open: boolean) => {
    menuOpen = open;
    toggle.setAttribute("aria-expanded", String(open));
    nav.toggleAttribute("data-open", open);
  };
  const setServices = (open: boolean) => {
    servicesOpen = open;
    servicesButton.setAttribute("aria-expanded", String(open));
    services.toggleAttribute("data-open", open);
  };

  toggle.addEventListener("click", () => {
    setMenu(!menuOpen);
    setServices(false);
  });

  const hovers = (event: PointerEvent) => event.pointerType === "mouse" && window.matchMedia(MENU_BAR_MEDIA_QUERY).matches;
  services.addEventListener("pointerenter", (event) => {
    if (!hovers(event) || servicesOpen) return;
    openedByHover = true;
    setServices(true);
  });
  services.addEventListener("pointerleave", (event) => {
    if (!hovers(event)) return;
    openedByHover = false;
    setServices(false);
  });
  servicesButton.addEventListener("click", () => {
    if (openedByHover) {
      openedByHover = false;
      return;
    }
    setServices(!servicesOpen);
  });

  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    if (servicesOpen) {
      setServices(false);
      servicesButton.focus();
    } else if (menuOpen) setMenu(false);
  });
  document.addEventListener("pointerdown", (event) => {
    if (servicesOpen && !services.contains(event.target as Node)) setServices(false);
  });
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    setMenu(false);
    setServices(false);
  });

  // Hands the dropdown over from the stylesheet's hover/focus fallback to this state.
  header.setAttribute("data-enhanced", "");
}

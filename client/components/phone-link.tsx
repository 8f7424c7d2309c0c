/**
 * Every phone button of the site: the click is recorded first (the owner
 * counts calls the site brings), then the tel: link opens whatever the
 * recording does, because a lost count must never cost a call. Before hydration it is a
 * plain tel: link, so calling never depends on JavaScript.
 */
import { Children, isValidElement, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from "react";
import { business } from "../content/business.ts";
import { recordPhoneClick } from "../lib/phone-clicks.ts";

export interface PhoneLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** Visible content; defaults to "Call" and the business's number. */
  children?: ReactNode;
}

function textOf(node: ReactNode): string {
  return Children.toArray(node)
    .map((child) => {
      if (typeof child === "string" || typeof child === "number") return String(child);
      if (isValidElement<{ children?: ReactNode }>(child)) return textOf(child.props.children);
      return "";
    })
    .join("");
}

export function PhoneLink({ children, className, onClick, ...rest }: PhoneLinkProps) {
  const label = `Call ${business.phoneDisplay}`;
  const content = children ?? label;
  // The accessible name must carry the number: add it for screen readers when the visible text does not.
  const visibleText = textOf(content).trim();
  const needsNumber = !rest["aria-label"] && !rest["aria-labelledby"] && !visibleText.includes(business.phoneDisplay);
  const classes = ["phone-link", className].filter(Boolean).join(" ");

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // No preventDefault: the call opens at once while the record is sent (keepalive).
    void recordPhoneClick(window.location.pathname);
  };

  return (
    <a {...rest} href={`tel:${business.phoneE164}`} className={classes} onClick={handleClick}>
      {content}
      {needsNumber ? <span className="lf-sr-only">{visibleText ? `, ${business.phoneDisplay}` : label}</span> : null}
    </a>
  );
}

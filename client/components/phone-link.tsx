/**
 * Every phone button of the site: a plain tel: link, so calling never depends
 * on JavaScript. The tap is recorded by one listener for the whole page
 * (client/enhance/phone-clicks.ts), which lets the call open at once.
 */
import { Children, isValidElement, type AnchorHTMLAttributes, type ReactNode } from "react";
import { business } from "../content/business.ts";

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

export function PhoneLink({ children, className, ...rest }: PhoneLinkProps) {
  const label = `Call ${business.phoneDisplay}`;
  const content = children ?? label;
  // The accessible name must carry the number: add it for screen readers when the visible text does not.
  const visibleText = textOf(content).trim();
  const needsNumber = !rest["aria-label"] && !rest["aria-labelledby"] && !visibleText.includes(business.phoneDisplay);
  const classes = ["phone-link", className].filter(Boolean).join(" ");

  return (
    <a {...rest} href={`tel:${business.phoneE164}`} className={classes}>
      {content}
      {needsNumber ? <span className="lf-sr-only">{visibleText ? `, ${business.phoneDisplay}` : label}</span> : null}
    </a>
  );
}

import type { ReactNode } from "react";
import { business } from "../content/business.ts";
import { MailIcon, PhoneIcon, PinIcon } from "./icons.tsx";
import { PhoneLink } from "./phone-link.tsx";

/** The business's phone, e-mail and area as an icon list; `children` adds lines (e.g. hours). */
export function ContactLines({ className, children }: { className: string; children?: ReactNode }) {
  return (
    <ul className={className}>
      <li>
        <PhoneIcon />
        <PhoneLink>{business.phoneDisplay}</PhoneLink>
      </li>
      <li>
        <MailIcon />
        <a href={`mailto:${business.email}`}>{business.email}</a>
      </li>
      <li>
        <PinIcon />
        <span>
          {`${business.address.locality}, ${business.address.region} · serving ${business.region}`}
        </span>
      </li>
      {children}
    </ul>
  );
}

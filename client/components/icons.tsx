/** Inline SVG icons: no icon font, no extra request. Decorative unless given a title. */
interface IconProps {
  className?: string;
  title?: string;
}

function svgProps({ className, title }: IconProps) {
  return {
    className: className ? `icon ${className}` : "icon",
    viewBox: "0 0 24 24",
    width: 24,
    height: 24,
    fill: "none",
    stroke: "currentColor",
    strokeWidth: 2,
    strokeLinecap: "round" as const,
    strokeLinejoin: "round" as const,
    ...(title ? { role: "img", "aria-label": title } : { "aria-hidden": true, focusable: "false" as const }),
  };
}

export const PhoneIcon = (props: IconProps) => (
  <svg {...svgProps(props)}>
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z" />
  </svg>
);

export const MailIcon = (props: IconProps) => (
  <svg {...svgProps(props)}>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="m22 7-10 6L2 7" />
  </svg>
);

export const ClockIcon = (props: IconProps) => (
  <svg {...svgProps(props)}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </svg>
);

export const PinIcon = (props: IconProps) => (
  <svg {...svgProps(props)}>
    <path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0z" />
    <circle cx="12" cy="10" r="3" />
  </svg>
);

export const CheckIcon = (props: IconProps) => (
  <svg {...svgProps(props)}>
    <path d="M20 6 9 17l-5-5" />
  </svg>
);

export const ChevronDownIcon = (props: IconProps) => (
  <svg {...svgProps(props)}>
    <path d="m6 9 6 6 6-6" />
  </svg>
);

export const ArrowRightIcon = (props: IconProps) => (
  <svg {...svgProps(props)}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </svg>
);

export const MenuIcon = (props: IconProps) => (
  <svg {...svgProps(props)}>
    <path d="M3 6h18M3 12h18M3 18h18" />
  </svg>
);

export const CloseIcon = (props: IconProps) => (
  <svg {...svgProps(props)}>
    <path d="M18 6 6 18M6 6l12 12" />
  </svg>
);

export const ShieldIcon = (props: IconProps) => (
  <svg {...svgProps(props)}>
    <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />
    <path d="m9 12 2 2 4-4" />
  </svg>
);

export const LeafIcon = (props: IconProps) => (
  <svg {...svgProps(props)}>
    <path d="M11 20A7 7 0 0 1 9.8 6.1C15.5 5 17 4.5 19 2c1 2 2 4.2 2 8 0 5.5-4.8 10-10 10z" />
    <path d="M2 21c0-3 1.9-5.4 5.1-6" />
  </svg>
);

export const StarIcon = ({ className }: { className?: string }) => (
  <svg className={className ? `icon ${className}` : "icon"} viewBox="0 0 24 24" width={24} height={24} aria-hidden="true" focusable="false">
    <path fill="currentColor" d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z" />
  </svg>
);

/** The brand mark: a brush stroke under a roof line. */
export const LogoMark = ({ className }: { className?: string }) => (
  <svg className={className} viewBox="0 0 40 40" width={40} height={40} aria-hidden="true" focusable="false">
    <rect width="40" height="40" rx="9" fill="#16324f" />
    <path d="M8 20 20 10l12 10" fill="none" stroke="#f2b880" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
    <path d="M11 28c4-3 7 1 10-1.5S27 24 29 27" fill="none" stroke="#ffffff" strokeWidth="3.2" strokeLinecap="round" />
  </svg>
);

import { defineIcon } from '../../ui/icons';

/** The social screen's line icons (decorative: the text beside each names it). */
export const ClockIcon = defineIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);
export const CheckCircleIcon = defineIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12 3 3 5-6" />
  </>,
);
export const AlertCircleIcon = defineIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v6M12 16.5v.01" />
  </>,
);
export const InfoIcon = defineIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 7.5v.01" />
  </>,
);
/** Partly posted: half there. */
export const HalfCircleIcon = defineIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 3v18a9 9 0 0 0 0-18z" fill="currentColor" />
  </>,
);
/** The default icon, which cancelled posts show (spec section 4). */
/** A draft: a pencil. */
export const PencilIcon = defineIcon(<path d="M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4" />);
export const CircleIcon = defineIcon(<circle cx="12" cy="12" r="9" />);
export const TrashIcon = defineIcon(
  <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1l1-12M9 7V4h6v3" />,
);
export const ImageIcon = defineIcon(
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="2" />
    <path d="m21 16-5-5-9 9" />
  </>,
);
export const SparkIcon = defineIcon(
  <path d="M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M6 18l2.5-2.5M15.5 8.5 18 6" />,
);

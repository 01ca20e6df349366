/**
 * The one set of design tokens. Every colour, size and spacing in the app comes from here
 * (STYLE.md "Front end"); components read it through styled-components' ThemeProvider.
 * Colour pairs used for text meet WCAG AA (4.5:1); borders of controls and the focus ring meet 3:1.
 */
const color = {
  ink: '#141A2B',
  inkMuted: '#4D5468',
  paper: '#FAF7F1',
  surface: '#FFFFFF',
  surfaceMuted: '#F3EDE2',
  line: '#E5DCCD',
  control: '#8C7F6A',
  night: '#0D1322',
  nightRaised: '#17203A',
  nightLine: '#2A3452',
  onNight: '#F5EFE4',
  onNightMuted: '#AEB5C7',
  sand: '#E0AE52',
  sandSoft: '#F6E6C4',
  /** The gold button's hover: darker, so it never looks like the paler disabled gold (night on it: 6.6:1). */
  sandStrong: '#C8902F',
  sandDeep: '#8A5A0E',
  focus: '#2F6FE0',
  danger: '#B3261E',
  /** Error text on night (the darker danger red does not read there). */
  dangerOnNight: '#FF9E94',
  dangerSoft: '#FBE9E7',
  success: '#17734A',
  successSoft: '#E3F3EA',
  info: '#1F5FA6',
  infoSoft: '#E4EEF9',
  scrim: 'rgba(13, 19, 34, 0.6)',
} as const;

/** The colours of a form field (ui/FormField.tsx), for the surface it sits on. */
export interface FieldColors {
  label: string;
  hint: string;
  error: string;
  /** The control itself: a white box with ink text on every surface, so typing always reads. */
  text: string;
  background: string;
  placeholder: string;
  border: string;
  hoverBorder: string;
}

const fieldOnLight: FieldColors = {
  label: color.ink,
  hint: color.inkMuted,
  error: color.danger,
  text: color.ink,
  background: color.surface,
  placeholder: color.inkMuted,
  border: color.control,
  hoverBorder: color.ink,
};

/** Pick with ui/Surface.tsx's NightSurface, never by hand. */
const fieldOnNight: FieldColors = {
  ...fieldOnLight,
  label: color.onNight,
  hint: color.onNightMuted,
  error: color.dangerOnNight,
  border: color.onNightMuted,
  hoverBorder: color.sand,
};

/** One state of a toggle button: its fill, text and border. */
interface ToggleColors {
  background: string;
  text: string;
  border: string;
}

/**
 * A toggle button (aria-pressed) in each of its states, hover included: every state sets its
 * text and its fill together, so no pair of states mixes into light text on a light fill
 * (each text on its fill meets WCAG AA). Drawn by ui/toggleStyles.ts.
 */
const toggle: Readonly<Record<'off' | 'offHover' | 'on' | 'onHover' | 'disabled', ToggleColors>> = {
  off: { background: color.surface, text: color.ink, border: color.control },
  offHover: { background: color.surfaceMuted, text: color.ink, border: color.ink },
  on: { background: color.night, text: color.onNight, border: color.night },
  onHover: { background: color.nightRaised, text: color.onNight, border: color.nightRaised },
  disabled: { background: color.surfaceMuted, text: color.inkMuted, border: color.control },
};

/** Minimum widths, mobile first. Below `md` the main navigation collapses behind "Menu". */
const breakpoint = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;

type Breakpoint = keyof typeof breakpoint;

const media = Object.fromEntries(
  Object.entries(breakpoint).map(([name, px]) => [name, `@media (min-width: ${px}px)`]),
) as Record<Breakpoint, string>;

/** The sticky header's measured height, set on <html> by SiteHeader; `layout.headerHeight` until then. */
export const HEADER_HEIGHT_PROPERTY = '--header-height';

export const theme = {
  color,
  /** The fields' colours on the surface being drawn: light by default, night inside NightSurface. */
  field: fieldOnLight,
  fieldTones: { light: fieldOnLight, night: fieldOnNight },
  toggle,
  breakpoint,
  media,
  /** Spacing on a 4 px grid: `space(4)` is 16px. */
  space: (n: number): string => `${n * 4}px`,
  font: {
    // Each web font, then a local font sized to match it (GlobalStyle), then the usual stack.
    body: "'Inter Variable', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    display: "'Fraunces Variable', 'Fraunces Fallback', Georgia, 'Times New Roman', serif",
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    '2xl': '1.75rem',
    '3xl': 'clamp(2rem, 1.6rem + 1.8vw, 2.75rem)',
    '4xl': 'clamp(2.4rem, 1.7rem + 3.4vw, 4.25rem)',
  },
  lineHeight: { tight: 1.15, snug: 1.35, body: 1.6 },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadow: {
    card: '0 1px 2px rgba(20, 26, 43, 0.05), 0 8px 24px rgba(20, 26, 43, 0.06)',
    raised: '0 12px 40px rgba(13, 19, 34, 0.18)',
  },
  layout: { maxWidth: '1200px', narrowWidth: '720px', headerHeight: '72px' },
  toast: { maxWidth: '420px' },
  motion: {
    fast: '120ms',
    normal: '200ms',
    slow: '320ms',
    easing: 'cubic-bezier(0.2, 0.8, 0.2, 1)',
  },
  zIndex: { header: 20, overlay: 40, toast: 60, tooltip: 70 },
} as const;

export type AppTheme = typeof theme;

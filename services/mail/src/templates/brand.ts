/**
 * The site's colours (frontend/src/app/theme.ts) as every mail uses them; mail clients need
 * plain values inline, so these are copies of the theme's tokens.
 */
export const BRAND = {
  ink: '#141A2B',
  inkMuted: '#4D5468',
  paper: '#FAF7F1',
  surface: '#FFFFFF',
  line: '#E5DCCD',
  night: '#0D1322',
  onNight: '#F5EFE4',
  sand: '#E0AE52',
  sandDeep: '#8A5A0E',
  font: "Inter, 'Helvetica Neue', Helvetica, Arial, sans-serif",
} as const;

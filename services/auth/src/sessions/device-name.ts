import Bowser from 'bowser';

/**
 * A person's name for the device a sign-in came from, read from its User-Agent by bowser:
 * "Firefox 128 on macOS", "Safari on iOS (mobile)", "curl"; "Unknown device" without one.
 */
export function deviceName(userAgent: string | null | undefined): string {
  const agent = userAgent?.trim();
  if (!agent) return 'Unknown device';
  const parsed = Bowser.parse(agent);
  const browser = parsed.browser.name;
  const major = parsed.browser.version?.split('.')[0];
  const os = parsed.os.name;
  const platform = parsed.platform.type;
  if (!browser && !os) return agent.split(/[\s/]/)[0] || 'Unknown device';
  const name = browser ? (major ? `${browser} ${major}` : browser) : 'A browser';
  const where = os ? ` on ${os}` : '';
  const kind = platform === 'mobile' || platform === 'tablet' ? ` (${platform})` : '';
  return `${name}${where}${kind}`;
}

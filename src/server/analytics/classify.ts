import 'server-only';

// What an event's request says about the visit without naming anyone (docs/decisions/0039): not a person at all (a
// bot, a monitor, a preview fetcher), the browser family and the device class.

// Crawlers, monitors, link previews, HTTP libraries and headless browsers (Lighthouse, automation) call themselves so.
const BOT = /bot\b|bot\/|crawl|spider|slurp|headless|lighthouse|pagespeed|pingdom|uptime|monitor|statuscake|curl\/|wget|python|node-fetch|undici|axios|go-http|java\/|okhttp|facebookexternalhit|embedly|whatsapp|telegram|discord|slack|preview/i;

export function isBot(userAgent: string): boolean {
  return userAgent.trim() === '' || BOT.test(userAgent);
}

/** The browser family, the few that matter to a site's audience; the rest are Other. Order matters: Edge says Chrome too. */
export function browserOf(userAgent: string): string {
  if (/Edg(e|A|iOS)?\//.test(userAgent)) return 'Edge';
  if (/OPR\/|Opera/.test(userAgent)) return 'Opera';
  if (/SamsungBrowser\//.test(userAgent)) return 'Samsung Internet';
  if (/Firefox\/|FxiOS\//.test(userAgent)) return 'Firefox';
  if (/Chrome\/|CriOS\//.test(userAgent)) return 'Chrome';
  if (/Safari\//.test(userAgent) && /Version\//.test(userAgent)) return 'Safari';
  return 'Other';
}

/** `phone`, `tablet` or `desktop`: by the viewport's width when the page sent it (what the layout saw), else the agent. */
export function deviceOf(userAgent: string, width?: number): string {
  if (width !== undefined && width > 0) return width < 640 ? 'phone' : width < 1024 ? 'tablet' : 'desktop';
  if (/iPad|Tablet|Android(?!.*Mobile)/i.test(userAgent)) return 'tablet';
  return /Mobi|iPhone|Android/i.test(userAgent) ? 'phone' : 'desktop';
}

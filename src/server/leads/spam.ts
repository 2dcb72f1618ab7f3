import 'server-only';

// Spam is scored, kept and recoverable, never dropped (docs/decisions/0021): each signal adds points, and a request
// at or over the threshold is stored with status `spam`, its reasons, and no notification.
export const SPAM_THRESHOLD = 3;
/** Faster than a person can type the four fields. */
export const MIN_FILL_MS = 3_000;

// Throwaway-mailbox services that real prospects do not write from (a short, stable list; not a blocklist service).
const DISPOSABLE_DOMAINS = new Set([
  'mailinator.com', 'guerrillamail.com', 'guerrillamail.net', 'sharklasers.com', '10minutemail.com', 'temp-mail.org', 'tempmail.com',
  'yopmail.com', 'trashmail.com', 'getnada.com', 'dispostable.com', 'maildrop.cc', 'throwawaymail.com', 'fakeinbox.com',
  'mintemail.com', 'mailnesia.com', 'moakt.com', 'emailondeck.com', 'spamgourmet.com', 'tempr.email', 'discard.email', 'mohmal.com',
]);

// Phrases of the mass mailings consultancies receive through their forms.
const SPAM_PHRASES = [
  'seo services', 'first page of google', 'guest post', 'backlinks', 'crypto investment', 'casino', 'viagra', 'cialis', 'loan offer',
  'web traffic', 'increase your traffic', 'dear sir/madam', 'whatsapp me', 'telegram me', 'bitcoin', 'forex', 'make money fast',
];

export type SpamInput = { email: string; message: string; company: string; honeypot: string | undefined; fillMs: number | null };

/** The reasons a request looks like spam; spam when their points reach SPAM_THRESHOLD (a filled honeypot alone does). */
export function spamReasons({ email, message, company, honeypot, fillMs }: SpamInput): string[] {
  const signals: { reason: string; points: number }[] = [];
  if (honeypot && honeypot.trim() !== '') signals.push({ reason: 'honeypot filled', points: SPAM_THRESHOLD });
  if (fillMs !== null && fillMs >= 0 && fillMs < MIN_FILL_MS) signals.push({ reason: `sent ${(fillMs / 1000).toFixed(1)} s after opening the form`, points: 2 });
  const links = (message.match(/https?:\/\/|www\./gi) ?? []).length;
  if (links >= 3) signals.push({ reason: `${links} links in the message`, points: 2 });
  else if (links > 0) signals.push({ reason: `${links} link${links > 1 ? 's' : ''} in the message`, points: 1 });
  const domain = email.split('@')[1]?.toLowerCase() ?? '';
  if (DISPOSABLE_DOMAINS.has(domain)) signals.push({ reason: `disposable e-mail domain ${domain}`, points: 2 });
  const text = `${company}\n${message}`.toLowerCase();
  for (const phrase of SPAM_PHRASES) if (text.includes(phrase)) signals.push({ reason: `spam phrase "${phrase}"`, points: 2 });
  const points = signals.reduce((sum, signal) => sum + signal.points, 0);
  return points >= SPAM_THRESHOLD ? signals.map((signal) => signal.reason) : [];
}

// What the demo's message log shows to whom: a message in full to its recipient, and to anyone
// else with its secrets (codes, link tokens) masked, so that reading the log is never a way past
// a second factor or into someone else's invitation. The one place this is decided.

export const MASK = '••••••';

// A link: its scheme, host and path stay readable; the query's values and the fragment do not.
const URL_PATTERN = /https?:\/\/[^\s<>"'()]+/g;
// Something token-shaped outside a query: base64url or hex runs, uuids.
const TOKEN_PATTERN = /[A-Za-z0-9_-]{16,}/g;
// Dates and decimal amounts stay (reminders are about balances); any other run of 4+ digits is a code.
const NUMBER_PATTERN = /\d{4}-\d{2}-\d{2}|\d+(?:[.,]\d+)+|\d{4,}/g;

const looksLikeToken = (run: string) => /\d/.test(run) || (/[a-z]/.test(run) && /[A-Z]/.test(run));

const maskTokens = (text: string) => text.replace(TOKEN_PATTERN, (run) => (looksLikeToken(run) ? MASK : run));
const maskCodes = (text: string) => text.replace(NUMBER_PATTERN, (run) => (/^\d+$/.test(run) ? MASK : run));

const maskUrl = (url: string): string => {
  // The scheme and host (with its port) stay; the path, query and fragment are looked at.
  const origin = /^https?:\/\/[^/?#]*/.exec(url)?.[0] ?? '';
  const rest = url.slice(origin.length);
  const cut = rest.search(/[?#]/);
  const [path, tail] = cut < 0 ? [rest, ''] : [rest.slice(0, cut), rest.slice(cut)];
  const hash = tail.indexOf('#');
  const query = hash < 0 ? tail : tail.slice(0, hash);
  const maskedQuery = query.replace(/=[^&#]*/g, `=${MASK}`);
  return `${origin}${maskCodes(maskTokens(path))}${maskedQuery}${hash < 0 ? '' : `#${MASK}`}`;
};

/** The text with every code and link token replaced by MASK. */
export const maskSecrets = (text: string): string => {
  let out = '';
  let from = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    out += maskCodes(maskTokens(text.slice(from, match.index))) + maskUrl(match[0]);
    from = match.index + match[0].length;
  }
  return out + maskCodes(maskTokens(text.slice(from)));
};

/** The signed-in user reading the log. */
export type Reader = { userId: string; email: string | null; countryCode: string | null; phoneNumber: string | null };
export type LoggedMessage = { recipient: string; userId: string | null; subject: string; body: string };

const digits = (value: string) => value.replace(/\D/g, '');

/** The message was sent to the reader: to their user id, their e-mail address or their phone. */
export const isAddressedTo = (message: Pick<LoggedMessage, 'recipient' | 'userId'>, reader: Reader): boolean => {
  if (message.userId !== null && message.userId === reader.userId) return true;
  const recipient = message.recipient.trim();
  if (recipient.includes('@')) return reader.email !== null && recipient.toLowerCase() === reader.email.toLowerCase();
  if (!reader.phoneNumber) return false;
  const phone = digits(`${reader.countryCode ?? ''}${reader.phoneNumber}`);
  return phone.length > 0 && digits(recipient) === phone;
};

/** The message as `reader` may see it, with `masked` saying whether anything was hidden. */
export const asSeenBy = <M extends LoggedMessage>(message: M, reader: Reader): M & { masked: boolean } => {
  if (isAddressedTo(message, reader)) return { ...message, masked: false };
  const subject = maskSecrets(message.subject);
  const body = maskSecrets(message.body);
  // A course reminder has nothing secret: the page's "codes and links hidden" would only puzzle.
  return { ...message, subject, body, masked: subject !== message.subject || body !== message.body };
};

/** Where e-mail and SMS go. Unset: no transport for that channel (see createMessenger). */
export type MessagingConfig = {
  smtp: { url: string; from: string } | undefined;
  smsHttp: { url: string; token: string | undefined } | undefined;
};

const urlOf = (env: NodeJS.ProcessEnv, name: string, protocols: readonly string[]): string | undefined => {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be a URL, not "${raw}"`);
  }
  if (!protocols.includes(url.protocol)) throw new Error(`${name} must start with ${protocols.join(' or ')}//`);
  return raw;
};

/** SMTP_URL and SMTP_FROM; SMS_HTTP_URL and SMS_HTTP_TOKEN. */
export const readMessagingConfig = (env: NodeJS.ProcessEnv, publicUrl: string): MessagingConfig => {
  const smtpUrl = urlOf(env, 'SMTP_URL', ['smtp:', 'smtps:']);
  const smsUrl = urlOf(env, 'SMS_HTTP_URL', ['http:', 'https:']);
  return {
    smtp: smtpUrl
      ? { url: smtpUrl, from: env['SMTP_FROM']?.trim() || `Atrium <no-reply@${new URL(publicUrl).hostname}>` }
      : undefined,
    smsHttp: smsUrl ? { url: smsUrl, token: env['SMS_HTTP_TOKEN']?.trim() || undefined } : undefined,
  };
};

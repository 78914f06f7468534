import fp from 'fastify-plugin';
import type { Config } from '../config';
import { createMessenger, type Messenger, type Transport } from './messenger';
import { createHttpSmsTransport } from './sms-http-transport';
import { createSmtpTransport } from './smtp-transport';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one messenger every module sends e-mail and SMS through (transports from the configuration). */
    messenger: Messenger;
  }
}

/** The messenger this configuration asks for: its transports, and the log in demo mode only. */
export const messengerFromConfig = (
  config: Pick<Config, 'demoMode' | 'messaging'>,
  onDeliveryError?: (error: unknown, message: { channel: string }) => void,
): Messenger => {
  const { smtp, smsHttp } = config.messaging;
  const transports: { email?: Transport; sms?: Transport } = {};
  if (smtp) transports.email = createSmtpTransport(smtp);
  if (smsHttp) transports.sms = createHttpSmsTransport(smsHttp);
  return createMessenger({ transports, keepLog: config.demoMode, ...(onDeliveryError ? { onDeliveryError } : {}) });
};

/**
 * Puts the messenger built by the composition root (server/app.ts) on the instance, closes it
 * with the app, and says at start what the configuration leaves undeliverable.
 */
export const messagingPlugin = fp<{ config: Config; messenger: Messenger }>(
  async (app, { config, messenger }) => {
    app.decorate('messenger', messenger);
    app.addHook('onClose', () => messenger.close());
    if (config.demoMode && config.production)
      app.log.warn('DEMO_MODE=true on a production start: the message log keeps every code and link sent.');
    if (!config.demoMode) {
      if (!config.messaging.smtp) app.log.warn('SMTP_URL is not set: e-mail (codes, invitations) cannot be sent.');
      if (!config.messaging.smsHttp) app.log.warn('SMS_HTTP_URL is not set: SMS (codes) cannot be sent.');
    }
  },
  { name: 'atrium-messaging' },
);

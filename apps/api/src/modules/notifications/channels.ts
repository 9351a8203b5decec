import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../../config.ts';
import type { Deliver } from './delivery.ts';
import { PermanentDeliveryError } from './delivery-errors.ts';
import { unsubscribeMail, type UnsubscribeSigning } from './unsubscribe-mail.ts';
import type { OutboxRecord } from './outbox-queries.ts';
import { twilioTextSender } from './twilio.ts';

type Send = (message: OutboxRecord) => Promise<void>;

/** Bounds on one SMTP conversation, well inside a worker's lease (delivery.ts). */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 15_000 };

/**
 * SMTP replies that refuse the recipient or the message for good (RFC 5321: 550 mailbox
 * unavailable, 551 user not local, 552 storage exceeded, 553 mailbox name not allowed, 554
 * transaction failed). Other failures (the server down, a 4xx, an authentication error the
 * operator can fix) are retried.
 */
const PERMANENT_SMTP_REPLIES = new Set([550, 551, 552, 553, 554]);

function emailSender(smtpUrl: string, from: string, signing: UnsubscribeSigning): Send {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return async (message) => {
    try {
      await transport.sendMail({
        from,
        to: message.recipient,
        subject: message.subject,
        ...unsubscribeMail(message, signing),
      });
    } catch (error) {
      const reply = (error as { responseCode?: number }).responseCode;
      if (reply !== undefined && PERMANENT_SMTP_REPLIES.has(reply)) {
        throw new PermanentDeliveryError((error as Error).message);
      }
      throw error;
    }
  };
}

/** Without a configured channel, a message is written to the log and counts as delivered. */
function logOnly(log: FastifyBaseLogger, missing: string): Send {
  return async (message) => {
    log.info(
      { channel: message.channel, to: message.recipient, subject: message.subject },
      `outbox message (no ${missing}: logged only)`,
    );
  };
}

/** Delivers each message by its channel: email over SMTP, texts through Twilio. */
export function createDeliver(
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom' | 'twilio' | 'jwtSecret' | 'publicUrl'>,
  log: FastifyBaseLogger,
): Deliver {
  const email = config.smtpUrl
    ? emailSender(config.smtpUrl, config.mailFrom, config)
    : logOnly(log, 'SMTP_URL');
  const sendText = config.twilio ? twilioTextSender(config.twilio) : null;
  const sms: Send = sendText
    ? (message) => sendText(message.recipient, message.body)
    : logOnly(log, 'TWILIO_*');
  return (message) => (message.channel === 'sms' ? sms(message) : email(message));
}

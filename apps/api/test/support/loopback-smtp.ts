import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { arrivals } from './arrivals.ts';

/** An SMTP reply code the server gives a recipient instead of accepting it (e.g. 550). */
type Refusal = (recipient: string) => number | null;

/**
 * A real SMTP server on loopback (the `smtp-server` package): it accepts every message (or
 * refuses a recipient with the code `refuse` gives) and keeps each one received, parsed.
 */
export async function startLoopbackSmtp(refuse: Refusal = () => null) {
  const mail = arrivals<ParsedMail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const code = refuse(address.address);
      if (code === null) return callback();
      callback(Object.assign(new Error(`${code} mailbox unavailable`), { responseCode: code }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then((parsed) => {
        mail.push(parsed);
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: mail.items,
    /** The first `count` messages received, once they are there. */
    waitFor: mail.waitFor,
    /** The first message received that matches, once it is there. */
    waitForMatch: mail.waitForMatch,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import nodemailer from 'nodemailer';

/** A mail to one person (or, for a staff notification, to the kind's addresses, comma-separated). */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** Where an answer to the mail goes, when not to the sender. */
  replyTo?: string;
  /** Further header fields, such as a mailing list's List-Unsubscribe (RFC 2369, RFC 8058). */
  headers?: Record<string, string>;
}

/**
 * The mail channel's transport: nodemailer to SMTP_URL, from `from`. A mail the server does not
 * take throws, with the server's answer, and is tried again later.
 */
export function mailTransport({ smtpUrl, from }: { smtpUrl: string; from: string }) {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail: OutgoingMail): Promise<'sent'> {
      await transport.sendMail({ from, ...mail });
      return 'sent';
    },
    close: () => transport.close(),
  };
}

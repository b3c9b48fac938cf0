import { randomUUID } from 'node:crypto';
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { signOrderViewKey } from '../auth/order-view-key.js';
import { now } from '../clock.js';
import { config } from '../config.js';
import { claimEmailSend, releaseEmailSend } from '../data/email-sent-item.js';
import { log } from '../log.js';
import { sesClient } from './ses.js';
import type { OrderEmailOrder, OrderEmailTemplate } from './templates.js';
import { renderOrderEmail } from './templates.js';

export type { OrderEmailOrder, OrderEmailTemplate } from './templates.js';

export interface SendOrderEmailInput {
  template: OrderEmailTemplate;
  order: OrderEmailOrder;
  /**
   * The order's access token, when the caller has it (creation, success redirect): the link then opens the
   * full view with every action. Without it (webhooks, jobs, staff) the link carries a view key of this order.
   */
  accessToken?: string | undefined;
  /**
   * The claim this caller already holds, made in the transaction of the order change that causes the e-mail
   * (transitionOrder's `emailClaim`): sent under it without a claim of its own. Absent: claimed here first.
   */
  claimToken?: string | undefined;
  /**
   * What makes this send unique besides the order and template (e.g. the failed session of 'payment-failed':
   * each failed attempt is mailed once). Absent: once per order and template.
   */
  dedupeKey?: string | undefined;
}

export type SendOrderEmailResult = { sent: true; messageId: string } | { sent: false; reason: 'duplicate' };

/**
 * Sends one order e-mail at most once per (order, template): the dedupe item is claimed with a conditional
 * put BEFORE sending. Race: of concurrent callers exactly one wins the put and sends; the others return
 * `duplicate` at once. If the send fails, the winner deletes its own claim (conditional on its claim token)
 * and rethrows, so the caller's retry (webhook redelivery, job run) can send. What this cannot cover is a
 * crash between the put and SES answering: then the e-mail may be lost (at most once, never twice), which
 * is the right side to err on for order mail. A caller whose order transition made the claim passes its
 * `claimToken` (one DynamoDB call fewer; the same release on failure). The provider's message id is logged,
 * not written back (a write after the send could only be best-effort anyway).
 */
export const sendOrderEmail = async ({ template, order, accessToken, claimToken: held, dedupeKey }: SendOrderEmailInput): Promise<SendOrderEmailResult> => {
  const claimToken = held ?? randomUUID();
  const claimName = dedupeKey ? `${template}#${dedupeKey}` : template;
  if (!held && !(await claimEmailSend(order.id, claimName, claimToken, now().getTime()))) return { sent: false, reason: 'duplicate' };

  // Either key opens the full view; neither is ever logged.
  const key = accessToken ? { accessToken } : { viewKey: await signOrderViewKey(order.id) };
  const mail = renderOrderEmail(template, order, config.siteOrigin, key, config.supportEmail);
  let messageId: string;
  try {
    const out = await sesClient().send(
      new SendEmailCommand({
        FromEmailAddress: config.emailFrom,
        Destination: { ToAddresses: [order.customer.email] },
        Content: {
          Simple: {
            Subject: { Data: mail.subject, Charset: 'UTF-8' },
            Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
          },
        },
      }),
    );
    messageId = out.MessageId ?? '';
  } catch (err) {
    await releaseEmailSend(order.id, claimName, claimToken);
    throw err;
  }
  log.info('order e-mail sent', { orderId: order.id, template, messageId });
  return { sent: true, messageId };
};

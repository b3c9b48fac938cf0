import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { DEFAULT_LOCALE, type Locale } from '../../../shared/i18n/locale.js';
import { ORGANIZER_CODE_TTL_SECONDS } from '../../../shared/organizer-session.js';
import { config } from '../config.js';
import { log } from '../log.js';
import { sesClient } from './ses.js';
import { DEFAULT_SUPPORT_EMAIL } from '../../../shared/support.js';
import { BRAND, escapeHtml, supportLine, type RenderedEmail } from './templates.js';
import { emailTexts } from './texts/index.js';

/** Template 'organizer-code' (DESIGN 15: "organizer sign-in code"). */
export const ORGANIZER_CODE_TEMPLATE = 'organizer-code' as const;

/** In the language of the sign-in screen that asked for it (English when it did not say). */
export const renderOrganizerCodeEmail = (code: string, siteUrl: string, locale: Locale = DEFAULT_LOCALE, supportEmail = DEFAULT_SUPPORT_EMAIL): RenderedEmail => {
  const t = emailTexts(locale).organizerCode;
  const minutes = Math.round(ORGANIZER_CODE_TTL_SECONDS / 60);
  const link = `${siteUrl.replace(/\/+$/, '')}/organizer`;
  const lead = t.lead(minutes);
  const text = [t.hello, '', lead, '', t.yourCode(code), '', t.ignore, '', `${t.dashboard}: ${link}`, '', t.help(supportEmail), '', BRAND].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html><html lang="${locale}"><body style="margin:0;padding:24px;background:#f5f5f4;font-family:Helvetica,Arial,sans-serif;color:#1c1917">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${e(t.heading)}</h1>
<p style="margin:0 0 16px">${e(lead)}</p>
<p style="margin:0 0 16px;font-size:32px;font-weight:700;letter-spacing:6px">${e(code)}</p>
<p style="margin:0 0 20px;color:#78716c">${e(t.ignore)}</p>
<p style="margin:0 0 20px"><a href="${e(link)}" style="display:inline-block;background:#1c1917;color:#ffffff;text-decoration:none;padding:10px 16px;border-radius:8px">${e(t.dashboard)}</a></p>
<p style="margin:0 0 12px;color:#78716c;font-size:13px">${supportLine(t.help, supportEmail)}</p>
<p style="margin:0;color:#78716c;font-size:12px">${BRAND}</p>
</div></body></html>`;
  return { subject: t.subject(code), text, html };
};

/**
 * Mails an organizer's sign-in code. No dedupe item (unlike order e-mails): each request stores a new
 * challenge, so each send is its own code, and the resend delay already bounds how often this runs.
 */
export const sendOrganizerCodeEmail = async (to: string, code: string, locale: Locale = DEFAULT_LOCALE): Promise<void> => {
  const mail = renderOrganizerCodeEmail(code, config.siteOrigin, locale, config.supportEmail);
  const out = await sesClient().send(
    new SendEmailCommand({
      FromEmailAddress: config.emailFrom,
      Destination: { ToAddresses: [to] },
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
        },
      },
    }),
  );
  log.info('organizer code e-mail sent', { template: ORGANIZER_CODE_TEMPLATE, locale, messageId: out.MessageId ?? '' });
};

import { describe, expect, it } from 'vitest';
import { DEFAULT_SUPPORT_EMAIL } from '../../../shared/support.js';
import { renderOrganizerCodeEmail } from './organizer-code.js';

describe("the 'organizer-code' e-mail", () => {
  it('carries the code, its 10 minutes and the dashboard link, in text and HTML', () => {
    const mail = renderOrganizerCodeEmail('042917', 'https://candid.example/');
    expect(mail.subject).toContain('042917');
    expect(mail.text).toContain('Your code: 042917');
    expect(mail.text).toContain('10 minutes');
    expect(mail.text).toContain('https://candid.example/organizer');
    expect(mail.html).toContain('042917');
    expect(mail.html).toContain('href="https://candid.example/organizer"');
    expect(mail.text).toContain(`Questions? Write to us at ${DEFAULT_SUPPORT_EMAIL}.`);
    expect(renderOrganizerCodeEmail('042917', 'https://candid.example/', 'en', 'help@candid.example').html).toContain('<a href="mailto:help@candid.example"');
  });

  it('in Romanian when the sign-in screen asked in Romanian: subject, code, 10 minute, the dashboard link, no English', () => {
    const mail = renderOrganizerCodeEmail('042917', 'https://candid.example/', 'ro');
    expect(mail.subject).toBe('Codul tău de conectare Candid: 042917');
    expect(mail.text).toContain('Bună,');
    expect(mail.text).toContain('Codul tău: 042917');
    expect(mail.text).toContain('Este valabil 10 minute, o singură dată.');
    expect(mail.text).toContain('Panoul de organizator: https://candid.example/organizer');
    expect(mail.html).toContain('<html lang="ro">');
    expect(mail.html).toContain('>Codul tău de conectare</h1>');
    expect(mail.html).toContain('>Panoul de organizator</a>');
    for (const english of ['Hello', 'Your code', 'minutes', 'Organizer dashboard', 'sign-in code', 'ignore']) {
      expect(mail.text, english).not.toContain(english);
      expect(mail.html, english).not.toContain(english);
    }
  });
});

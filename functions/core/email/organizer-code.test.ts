import { describe, expect, it } from 'vitest';
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
  });
});

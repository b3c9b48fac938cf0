/**
 * The e-mails aws-ses-v2-local received (its `GET /store`), for tests: integration tests pass the emulators'
 * SES URL (`env.AWS_ENDPOINT_URL_SESV2`), browser tests the stack's `urls.ses`.
 */
export interface InboxEmail {
  messageId: string;
  from: string;
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { html?: string; text?: string };
  /** Epoch seconds. */
  at: number;
}

/** Every e-mail sent to `to` (case-insensitive), oldest first. */
export const readInbox = async (sesUrl: string, to: string): Promise<InboxEmail[]> => {
  const res = await fetch(`${sesUrl}/store`);
  if (!res.ok) throw new Error(`SES store answered ${res.status}`);
  const { emails } = (await res.json()) as { emails: InboxEmail[] };
  const want = to.toLowerCase();
  return emails.filter((e) => e.destination.to.some((addr) => addr.toLowerCase().includes(want)));
};

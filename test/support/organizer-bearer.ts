/**
 * The Authorization header of an event's organizer: its creator credential, signed as "Manage on this phone"
 * signs it. Buying from an event (a post_event order) needs it (functions/core/domain/orders/event-purchaser.ts).
 * Load only after the emulators or local stack set the environment (the table client is built at import).
 */
export const organizerBearer = async (code: string): Promise<{ authorization: string }> => {
  const [{ getEventItem }, { signCreatorCredential }] = await Promise.all([
    import('../../functions/core/data/event-item.js'),
    import('../../functions/core/domain/events/create-event.js'),
  ]);
  const event = await getEventItem(code);
  if (!event) throw new Error(`organizerBearer: no event ${code}`);
  return { authorization: `Bearer ${await signCreatorCredential(event)}` };
};

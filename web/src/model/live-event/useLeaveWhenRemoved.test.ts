import { describe, expect, it } from 'vitest';
import { isEventScreen } from './useLeaveWhenRemoved';

const at = (pathname: string, search = '', state: unknown = null) => ({ pathname, search, state });

describe('isEventScreen: the places a removal from the event ends too', () => {
  it.each([
    ['the camera', at('/', '', { screen: 'camera', code: 'ABC123' })],
    ['the admin state', at('/', '', { screen: 'admin', code: 'ABC123' })],
    ['the gallery', at('/gallery', '?event=ABC123&user=Dan')],
    ['the awards', at('/gallery', '?event=abc123&user=Dan&view=awards')],
    ['the gallery by its state', at('/gallery', '', { eventCode: 'ABC123', userName: 'Dan' })],
    ['the admin screen', at('/event-admin', '?event=ABC123')],
  ])('%s: yes', (_, location) => expect(isEventScreen(location, 'ABC123')).toBe(true));

  it.each([
    ['the lobby', at('/', '', { screen: 'lobby' })],
    ['a load of /', at('/')],
    ['another event’s camera', at('/', '', { screen: 'camera', code: 'XYZ789' })],
    ['another event’s gallery', at('/gallery', '?event=XYZ789&user=Dan')],
    ['the pricing', at('/pricing')],
    ['the organizer portal', at('/organizer/dashboard')],
    ['an order', at('/order/CND-1')],
  ])('%s: no', (_, location) => expect(isEventScreen(location, 'ABC123')).toBe(false));
});

import { describe, expect, it } from 'vitest';
import { LOBBY, normalizePrefilledCode, parseFlowState } from './flowState';

describe('parseFlowState', () => {
  it('reads the states the main flow writes', () => {
    expect(parseFlowState({ screen: 'createEvent' })).toEqual({ screen: 'createEvent' });
    expect(parseFlowState({ screen: 'eventCreated', code: 'ABC123' })).toEqual({ screen: 'eventCreated', code: 'ABC123' });
    expect(parseFlowState({ screen: 'lobby', prefilledCode: 'ABC123' })).toEqual({ screen: 'lobby', prefilledCode: 'ABC123' });
  });

  it('reads the lobby notice codes it knows, and nothing else', () => {
    expect(parseFlowState({ screen: 'lobby', notice: 'KICKED' })).toEqual({ screen: 'lobby', notice: 'KICKED' });
    expect(parseFlowState({ screen: 'lobby', notice: '<b>free text</b>' })).toBe(LOBBY);
    expect(parseFlowState({ screen: 'camera', code: 'ABC123' })).toEqual({ screen: 'camera', code: 'ABC123' });
  });

  it('falls back to the lobby for anything else', () => {
    expect(parseFlowState(null)).toBe(LOBBY);
    expect(parseFlowState('camera')).toBe(LOBBY);
    expect(parseFlowState({ screen: 'eventCreated' })).toBe(LOBBY);
    expect(parseFlowState({ screen: 'somewhere', code: 'ABC123' })).toBe(LOBBY);
  });
});

describe('normalizePrefilledCode', () => {
  it('upper-cases and cuts a link code to 6 characters', () => {
    expect(normalizePrefilledCode(' abc123xyz ')).toBe('ABC123');
  });

  it('treats a blank or missing code as none', () => {
    expect(normalizePrefilledCode('  ')).toBeUndefined();
    expect(normalizePrefilledCode(null)).toBeUndefined();
  });
});

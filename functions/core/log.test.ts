import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from './log.js';

const capture = () => {
  const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  const lines = (spy: typeof out): Record<string, unknown>[] => spy.mock.calls.map((c) => JSON.parse(String(c[0])) as Record<string, unknown>);
  return { out: () => lines(out), err: () => lines(err) };
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('log', () => {
  it('writes one JSON line per entry with the service, the appended keys and the fields; removed keys are gone', () => {
    const c = capture();
    const log = createLogger('candid');
    log.appendKeys({ requestId: 'r1', route: 'joinEvent' });
    log.info('joined', { code: 'ABC123' });
    log.removeKeys(['requestId', 'route']);
    log.info('later');
    const [first, second] = c.out();
    expect(first).toMatchObject({ level: 'INFO', message: 'joined', service: 'candid', requestId: 'r1', route: 'joinEvent', code: 'ABC123' });
    expect(typeof first!.timestamp).toBe('string');
    expect(second).not.toHaveProperty('requestId');
  });

  it('sends WARN and ERROR to stderr, and follows LOG_LEVEL (DEBUG off by default, SILENT writes nothing)', () => {
    const c = capture();
    const log = createLogger('candid');
    log.debug('hidden');
    log.warn('careful');
    log.error('broken', { error: { name: 'Error', message: 'x' } });
    expect(c.out()).toEqual([]);
    expect(c.err().map((l) => l.level)).toEqual(['WARN', 'ERROR']);
    vi.stubEnv('LOG_LEVEL', 'DEBUG');
    log.debug('shown');
    expect(c.out().map((l) => l.message)).toEqual(['shown']);
    vi.stubEnv('LOG_LEVEL', 'SILENT');
    log.error('muted');
    expect(c.err()).toHaveLength(2);
  });

  it('never throws on a field it cannot serialize', () => {
    const c = capture();
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    createLogger('candid').info('odd', { circular });
    expect(c.out()[0]).toMatchObject({ message: 'odd', unserializable: true });
  });
});

/**
 * One structured JSON logger per container; handlers append the request id per call. A line per entry
 * (level, message, timestamp, service, the appended keys, then the entry's own fields), INFO and DEBUG to
 * stdout, WARN and ERROR to stderr, as Powertools Logger writes them. Our own rather than Powertools: it
 * costs nothing at import, where Powertools cost ~3 ms of each cold start (`npm run bench`, import profile)
 * for features these handlers do not use. LOG_LEVEL: DEBUG, INFO (default), WARN, ERROR or SILENT.
 */
const LEVELS = { DEBUG: 10, INFO: 20, WARN: 30, ERROR: 40, SILENT: 100 } as const;
type Level = Exclude<keyof typeof LEVELS, 'SILENT'>;
type Fields = Record<string, unknown>;

const threshold = (): number => LEVELS[(process.env.LOG_LEVEL ?? '').toUpperCase() as keyof typeof LEVELS] ?? LEVELS.INFO;

const line = (entry: Fields): string => {
  try {
    return JSON.stringify(entry);
  } catch {
    // A circular or otherwise unserializable field must not turn a log call into a failure.
    return JSON.stringify({ level: entry.level, message: entry.message, timestamp: entry.timestamp, service: entry.service, unserializable: true });
  }
};

export const createLogger = (service: string) => {
  const keys: Fields = {};
  const write = (level: Level, message: string, fields?: Fields): void => {
    if (LEVELS[level] < threshold()) return;
    const trace = process.env._X_AMZN_TRACE_ID;
    const text = line({ level, message, timestamp: new Date().toISOString(), service, ...(trace ? { xray_trace_id: trace } : {}), ...keys, ...fields });
    (level === 'WARN' || level === 'ERROR' ? process.stderr : process.stdout).write(`${text}\n`);
  };
  return {
    /** Keys added to every later entry until removed (per invocation: the request id, the route). */
    appendKeys: (more: Fields): void => void Object.assign(keys, more),
    removeKeys: (names: readonly string[]): void => {
      for (const n of names) delete keys[n];
    },
    debug: (message: string, fields?: Fields): void => write('DEBUG', message, fields),
    info: (message: string, fields?: Fields): void => write('INFO', message, fields),
    warn: (message: string, fields?: Fields): void => write('WARN', message, fields),
    error: (message: string, fields?: Fields): void => write('ERROR', message, fields),
  };
};

export const log = createLogger('candid');

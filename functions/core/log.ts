import { Logger } from '@aws-lambda-powertools/logger';

/** One structured JSON logger per container; handlers append the request id per call. */
export const log = new Logger({ serviceName: 'candid', logLevel: process.env.LOG_LEVEL === 'DEBUG' ? 'DEBUG' : process.env.LOG_LEVEL === 'SILENT' ? 'SILENT' : 'INFO' });

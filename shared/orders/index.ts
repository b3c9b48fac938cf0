export * from './order-status.js';
export * from './order-token.js';

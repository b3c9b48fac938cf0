export * from './order-status.js';
export * from './order-token.js';
export * from './order-label.js';

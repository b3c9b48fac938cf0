export { startStripeEmulator, type InjectedFailure, type StripeEmulator, type StripeEmulatorOptions } from './server.js';
export type { PageAction, ShippingInput, ActOutcome } from './checkout.js';
export type { StripeEvent } from './store.js';

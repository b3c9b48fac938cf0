import { setBranding } from '../../core/domain/add-ons/branding.js';
import { defineHandler } from '../../core/http/define-handler.js';

/** Its contract, built on the first request rather than at module load (core/http/contract.ts). */
const contract = () => import('../../../shared/api/endpoints/add-ons.js').then((m) => m.addOnEndpoints.setBranding);

export const handler = defineHandler(contract, ({ params, body }) => setBranding(params.code, body.text));

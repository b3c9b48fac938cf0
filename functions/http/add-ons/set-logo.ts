import { setLogo } from '../../core/domain/add-ons/branding-logo.js';
import { defineHandler } from '../../core/http/define-handler.js';

/** Its contract, built on the first request rather than at module load (core/http/contract.ts). */
const contract = () => import('../../../shared/api/endpoints/add-ons.js').then((m) => m.addOnEndpoints.setLogo);

export const handler = defineHandler(contract, ({ params, body }) => setLogo(params.code, body.uploadId));

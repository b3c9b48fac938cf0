import { locateViewer } from '../../core/domain/geo/locate-viewer.js';
import { definePublicHandler } from '../../core/http/define-public-handler.js';
import { viewerCountry } from '../../core/http/viewer-country.js';

/** Its contract, built on the first request rather than at module load (core/http/contract.ts). */
const contract = () => import('../../../shared/api/endpoints/geo.js').then((m) => m.geoEndpoints.getGeo);

export const handler = definePublicHandler(contract, ({ event }) => locateViewer(viewerCountry(event)));

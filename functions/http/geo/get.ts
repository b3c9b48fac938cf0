import { geoEndpoints } from '../../../shared/api/endpoints/geo.js';
import { locateViewer } from '../../core/domain/geo/locate-viewer.js';
import { definePublicHandler } from '../../core/http/define-public-handler.js';
import { viewerCountry } from '../../core/http/viewer-country.js';

export const handler = definePublicHandler(geoEndpoints.getGeo, ({ event }) => locateViewer(viewerCountry(event)));

import { organizerEndpoints } from '../../../shared/api/endpoints/organizer.js';
import { createGalleryExtensionOrder } from '../../core/domain/organizer/gallery-extension.js';
import { organizerOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

export const handler = defineHandler(organizerEndpoints.organizerGalleryExtension, ({ auth, params, body }) => createGalleryExtensionOrder(organizerOf(auth).sub, params.code, body));

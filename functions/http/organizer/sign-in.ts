import { organizerEndpoints } from '../../../shared/api/endpoints/organizer.js';
import { signInOrganizer } from '../../core/domain/organizer/sign-in-code.js';
import { rateClient } from '../../core/http/client-key.js';
import { definePublicHandler } from '../../core/http/define-public-handler.js';

export const handler = definePublicHandler(organizerEndpoints.organizerSignIn, ({ body, event }) => signInOrganizer(body, rateClient(event)));

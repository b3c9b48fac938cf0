import { eventCodeParamsSchema } from '../../schemas/events.js';
import { awardsSchema, ballotRequestSchema, ballotResponseSchema, myVotesSchema, voteRequestSchema, voteResultSchema } from '../../schemas/votes.js';
import { defineEndpoint } from '../endpoint.js';
import { guestEndpointRoutes } from '../guest-endpoint-routes.js';

/** Voting and awards. A handler imports its area's module, so it builds only these schemas at cold start (#12.1). */
export const voteEndpoints = {
  nextBallot: defineEndpoint({
    ...guestEndpointRoutes.nextBallot,
    summary: 'Hand out the next random photo the caller has not voted on (starts the 3-second observation)',
    params: eventCodeParamsSchema,
    body: ballotRequestSchema,
    response: ballotResponseSchema,
    successStatus: 200,
    errors: [409, 410],
  }),
  castVote: defineEndpoint({
    ...guestEndpointRoutes.castVote,
    summary: 'Vote for a photo in one award category (once per photo and category, while the event runs)',
    params: eventCodeParamsSchema,
    body: voteRequestSchema,
    response: voteResultSchema,
    successStatus: 201,
    errors: [409],
  }),
  listMyVotes: defineEndpoint({
    ...guestEndpointRoutes.listMyVotes,
    summary: "The caller's votes in this event (re-syncs the device's voted list)",
    params: eventCodeParamsSchema,
    response: myVotesSchema,
    successStatus: 200,
  }),
  getAwards: defineEndpoint({
    ...guestEndpointRoutes.getAwards,
    summary: 'Winners per award category, once the event has ended',
    params: eventCodeParamsSchema,
    response: awardsSchema,
    successStatus: 200,
    errors: [409],
  }),
};

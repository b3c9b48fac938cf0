import * as z from 'zod/mini';
import { AWARD_CATEGORY_IDS } from '../award-categories.js';
import { isoDateTimeSchema } from './common.js';
import { photoViewSchema } from './photos.js';

export const awardCategorySchema = z.enum(AWARD_CATEGORY_IDS, { error: 'Unknown award category.' });

/** Ask for the next photo to vote on; `skip` is the photo on screen, so Skip shows another one. */
export const ballotRequestSchema = z.object({ skip: z.optional(z.string().check(z.maxLength(40))) });

export const ballotResponseSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('photo'),
    photo: photoViewSchema,
    /** Votes on this photo count from this instant (the spec's 3-second observation, server-enforced). */
    votableAt: isoDateTimeSchema,
  }),
  /** Every photo has the caller's vote ("All Caught Up!"). */
  z.object({ kind: z.literal('all-voted') }),
  /** No photo to vote on at all yet ("No more photos to vote on!"). */
  z.object({ kind: z.literal('no-photos') }),
]);
export type BallotResponse = z.infer<typeof ballotResponseSchema>;

export const voteRequestSchema = z.object({ photoId: z.string().check(z.maxLength(40)), category: awardCategorySchema });
export type VoteRequest = z.input<typeof voteRequestSchema>;

export const myVotesSchema = z.object({ votes: z.array(z.object({ photoId: z.string(), category: awardCategorySchema })) });
export type MyVotes = z.infer<typeof myVotesSchema>;

export const awardsSchema = z.object({
  categories: z.array(
    z.object({
      category: awardCategorySchema,
      /** All photos tied at the top; empty when nobody voted in this category ("No votes yet!"). */
      winners: z.array(z.object({ photo: photoViewSchema, voteCount: z.int() })),
      maxVotes: z.int(),
    }),
  ),
  /**
   * The Challenges chapter after the ten categories (issue #33); absent when the event has no challenges.
   * Per prompt, its photo with the most votes across all categories (a tie goes to the earlier photo; a
   * prompt without photos has none); the champions: every guest with the most prompts done (ties shared).
   */
  challenges: z.optional(
    z.object({
      prompts: z.array(
        z.object({
          id: z.string(),
          builtinId: z.nullable(z.string()),
          text: z.nullable(z.string()),
          winner: z.nullable(z.object({ photo: photoViewSchema, voteCount: z.int() })),
        }),
      ),
      champions: z.array(z.object({ participantId: z.string(), name: z.string(), completed: z.int() })),
      /** How many prompts there were to complete (the card's, hidden ones left out). */
      total: z.int(),
    }),
  ),
});
export type Awards = z.infer<typeof awardsSchema>;

export const voteResultSchema = z.object({ photoId: z.string(), category: awardCategorySchema, votedAt: isoDateTimeSchema });

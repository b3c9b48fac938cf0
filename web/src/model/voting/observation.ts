import { VOTE_OBSERVATION_MS } from '#shared/voting.js';

/**
 * When, on this device's clock, the photo may be voted on. The server refuses votes before `votableAt`
 * (its clock), and it recorded the hand-out somewhere between our request leaving (sentAt) and its answer
 * arriving (receivedAt). So votableAt, read on our clock, belongs in [sentAt + 3 s, receivedAt + 3 s] when
 * the clocks agree: then it is used as is. A phone whose clock is off would count down too long or open
 * too early; it falls back to receivedAt + 3 s, which is never before the server's instant.
 */
export function observationDeadline(votableAt: string, sentAt: number, receivedAt: number): number {
  const server = Date.parse(votableAt);
  const latest = receivedAt + VOTE_OBSERVATION_MS;
  const earliest = sentAt + VOTE_OBSERVATION_MS;
  return Number.isFinite(server) && server >= earliest && server <= latest ? server : latest;
}

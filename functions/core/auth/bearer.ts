/**
 * The token of an `Authorization: Bearer …` header, unverified. Its own module, free of jose: an order
 * route's bundle reads it without loading the verifier (core/http/order-auth.ts).
 */
export const bearerToken = (authorization: string | undefined): string | undefined => {
  const m = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return m?.[1];
};

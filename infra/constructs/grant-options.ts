/**
 * What a function's grants (functions/routes.ts) decide about how the house construct builds it. No CDK
 * import here.
 */
export interface GrantOptions {
  /** Reads a secret: gets the Parameters and Secrets extension (HouseFunctionProps.readsSecrets). */
  readsSecrets: boolean;
}

export const grantOptions = (grants: readonly string[]): GrantOptions => ({
  readsSecrets: grants.some((g) => g === 'token-secret:read' || g === 'stripe-secret:read'),
});

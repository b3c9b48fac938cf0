/**
 * What a function's grants (functions/routes.ts) decide about how the house construct builds it. No CDK
 * import here: the bench (test/bench/lambda-bundles.ts) bundles each function with the same choice.
 */
export interface GrantOptions {
  /** Reads a secret: gets the Parameters and Secrets extension (HouseFunctionProps.readsSecrets). */
  readsSecrets: boolean;
  /**
   * Packages bundled apart (infra/constructs/bundle-apart.ts): each its own minified file in the function's asset,
   * external to the bundle. A one-file bundle has V8 parse a package at module load even when our code reaches it
   * only through `import()`: the Stripe SDK (~250 KB minified, functions/core/payments/stripe-client.ts) added
   * 4–6 ms to each payment function's module load (#31 item 3); apart, it is read on the first request that
   * calls Stripe. The functions that call Stripe are exactly those that may read its key (handler-bundles.test.ts).
   */
  bundledApart: string[];
}

export const grantOptions = (grants: readonly string[]): GrantOptions => ({
  readsSecrets: grants.some((g) => g === 'token-secret:read' || g === 'stripe-secret:read'),
  bundledApart: grants.includes('stripe-secret:read') ? ['stripe'] : [],
});

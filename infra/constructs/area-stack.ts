import { NestedStack } from 'aws-cdk-lib';
import type { Construct } from 'constructs';

/**
 * A nested stack holding one area's functions (API routes by area, realtime handlers, jobs): its own
 * template under CloudFormation's 500-resource limit, deployed with the parent (`cdk deploy` of `Candid`).
 * CDK passes the parent's values it uses (table, buckets, secrets, API ids) as template parameters.
 */
export class AreaStack extends NestedStack {
  constructor(scope: Construct, id: string, description: string) {
    super(scope, id, { description });
  }
}

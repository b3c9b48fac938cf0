import { App, Aspects } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { CandidStack } from './candid-stack.js';

/**
 * CDK entry (`cdk.json` "app"). Environment-agnostic on purpose: no account/region lookups, so
 * `npm run synth` runs offline with no credentials; `cdk deploy` takes account and region from the profile.
 */
const app = new App();
new CandidStack(app, 'Candid');
// cdk-nag on every synth: an unsuppressed AwsSolutions error fails synth and deploy, not only the tests.
// Aspects of the app visit the whole construct tree, nested stacks (API areas, realtime, jobs) included.
Aspects.of(app).add(new AwsSolutionsChecks());

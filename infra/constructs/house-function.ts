import { join, resolve } from 'node:path';
import { AssetHashType, DockerImage, Duration, RemovalPolicy, Tags, type ILocalBundling } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { bundleHouseFunction, HOUSE_HANDLER } from './house-bundle.js';

/** Repository root (this file is infra/constructs/house-function.ts). */
export const REPO_ROOT = resolve(import.meta.dirname, '../..');
export const FUNCTIONS_DIR = join(REPO_ROOT, 'functions');

export interface HouseFunctionProps {
  /** Handler module relative to functions/ (e.g. 'http/events/get.ts'); it exports `handler`. */
  entry: string;
  description: string;
  environment?: Record<string, string>;
  /** @default 512 (more memory = more CPU = shorter cold starts for small handlers) */
  memorySize?: number;
  /** @default 10 s (API Gateway's HTTP integration gives up at 30 s anyway) */
  timeout?: Duration;
  /** Extra tags, e.g. `candid:route`. */
  tags?: Record<string, string>;
  /**
   * Reads the token secret: give it AWS's Parameters and Secrets extension (a layer serving secrets on
   * localhost), so the function reads it over HTTP instead of bundling the Secrets Manager client (its
   * code, and a client to create and sign with on the first request).
   */
  readsSecrets?: boolean;
}

/**
 * Bundles one handler on this machine at synth (house-bundle.ts: ESM, code splitting, the AWS SDK bundled).
 * A class with the entry as a field, not a bare function: CDK caches bundling by the JSON of the bundling
 * options, which drops functions, so bundlers told apart only by a closure would all get the first's output.
 */
class HouseBundler implements ILocalBundling {
  constructor(readonly entry: string) {}

  tryBundle(outputDir: string): boolean {
    bundleHouseFunction(join(FUNCTIONS_DIR, this.entry), outputDir);
    return true;
  }
}

/**
 * The function's code, bundled by HouseBundler. Never Docker (DESIGN section 13): esbuild is a devDependency,
 * so the image below is never pulled (the local bundler succeeds or throws). The asset's hash is its output's,
 * as NodejsFunction's is; a synth with bundling skipped (tests) fingerprints nothing.
 */
const houseCode = (entry: string): lambda.Code =>
  lambda.Code.fromAsset(REPO_ROOT, {
    assetHashType: AssetHashType.OUTPUT,
    bundling: { image: DockerImage.fromRegistry('public.ecr.aws/lambda/nodejs:24'), local: new HouseBundler(entry) },
  });

/**
 * A role whose grants live in its own inline policy instead of a separate AWS::IAM::Policy resource (the
 * "DefaultPolicy" CDK adds per role): one resource per function fewer, so each nested stack of routes takes
 * more routes under its resource budget (infra/resource-budget.ts). Same statements, same least privilege.
 */
class InlineGrantsRole extends iam.Role {
  private readonly grantsDocument: iam.PolicyDocument;

  constructor(scope: Construct, id: string, props: iam.RoleProps) {
    const grants = new iam.PolicyDocument();
    super(scope, id, { ...props, inlinePolicies: { ...props.inlinePolicies, grants } });
    this.grantsDocument = grants;
  }

  override addToPrincipalPolicy(statement: iam.PolicyStatement): iam.AddToPrincipalPolicyResult {
    this.grantsDocument.addStatements(statement);
    return { statementAdded: true, policyDependable: this };
  }
}

/**
 * The one way this app makes a Lambda (DESIGN section 14, powertools example): Node 24 on ARM64, an explicit
 * log group with retention, an ESM bundle split at its `import()`s, with source maps (house-bundle.ts). The
 * role is created here with only the right to write to its own log group (instead of the AWS managed
 * AWSLambdaBasicExecutionRole, which allows writing to every log group); resource grants are added by the
 * caller (Data.grant) per route.
 */
export class HouseFunction extends Construct {
  readonly fn: lambda.Function;
  readonly role: iam.Role;
  readonly logGroup: logs.LogGroup;
  /** The handler module, relative to functions/. */
  readonly entry: string;

  constructor(scope: Construct, id: string, props: HouseFunctionProps) {
    super(scope, id);
    this.entry = props.entry;

    this.logGroup = new logs.LogGroup(this, 'Logs', {
      retention: logs.RetentionDays.ONE_MONTH,
      // Logs are diagnostics, not records: they go with the stack.
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.role = new InlineGrantsRole(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `Candid ${props.entry}`,
    });
    this.logGroup.grantWrite(this.role);

    this.fn = new lambda.Function(this, 'Fn', {
      code: houseCode(props.entry),
      handler: HOUSE_HANDLER,
      runtime: lambda.Runtime.NODEJS_24_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      description: props.description,
      role: this.role,
      logGroup: this.logGroup,
      ...(props.readsSecrets
        ? { paramsAndSecrets: lambda.ParamsAndSecretsLayerVersion.fromVersion(lambda.ParamsAndSecretsVersions.V1_0_103, { cacheEnabled: true }) }
        : {}),
      // No NODE_OPTIONS=--enable-source-maps: with it Node reads and indexes every loaded file's map at import
      // (8.6–12.4 ms of each cold start, #31); a logged failure maps its own stack (core/source-mapped-stack.ts).
      environment: props.environment,
    });

    Tags.of(this).add('candid:entry', props.entry);
    for (const [k, v] of Object.entries(props.tags ?? {})) Tags.of(this).add(k, v);
  }

  addEnvironment(name: string, value: string): void {
    this.fn.addEnvironment(name, value);
  }
}

import { join, resolve } from 'node:path';
import { Duration, RemovalPolicy, Tags } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { LogLevel, NodejsFunction, OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { bundleApartCommands } from './bundle-apart.js';

/** Repository root (this file is infra/constructs/house-function.ts). */
export const REPO_ROOT = resolve(import.meta.dirname, '../..');
export const FUNCTIONS_DIR = join(REPO_ROOT, 'functions');

/**
 * ESM bundles have no `require`; CommonJS dependencies that esbuild inlines still call it.
 * Aliased import so it cannot clash with a bundled identifier.
 */
const ESM_REQUIRE_SHIM =
  "import { createRequire as __candidCreateRequire } from 'node:module'; const require = __candidCreateRequire(import.meta.url);";

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
   * localhost), so the function reads it over HTTP instead of bundling the Secrets Manager client, which
   * costs ~4 ms of module load even behind a dynamic import (a one-file bundle parses it anyway).
   */
  readsSecrets?: boolean;
  /** Packages bundled apart, each its own file beside the bundle (grant-options.ts says which and why). */
  bundledApart?: readonly string[];
}

/**
 * The bundle's target, minification and main fields, shared by the function's bundle and any package bundled
 * apart. Main fields: prefer the ESM entry of dual packages (smaller, tree-shakeable).
 */
const HOUSE_FLAGS = { target: 'node24', minify: true, mainFields: ['module', 'main'] } as const;

/**
 * Packages left out of the bundle and bundled alone into the asset (bundle-apart.ts). The AWS SDK is bundled,
 * so there are no default externals for these to replace.
 */
const bundledApart = (pkgs: readonly string[]): Pick<BundlingOptions, 'externalModules' | 'commandHooks'> => ({
  externalModules: [...pkgs],
  commandHooks: {
    beforeBundling: () => [],
    beforeInstall: () => [],
    afterBundling: (_inputDir, outputDir) => pkgs.flatMap((pkg) => bundleApartCommands(pkg, outputDir, HOUSE_FLAGS)),
  },
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
 * log group with retention, ESM bundle with source maps. The role is created here with only the right to
 * write to its own log group (instead of the AWS managed AWSLambdaBasicExecutionRole, which allows writing to
 * every log group); resource grants are added by the caller (Data.grant) per route.
 */
export class HouseFunction extends Construct {
  readonly fn: NodejsFunction;
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

    this.fn = new NodejsFunction(this, 'Fn', {
      entry: join(FUNCTIONS_DIR, props.entry),
      handler: 'handler',
      projectRoot: REPO_ROOT,
      depsLockFilePath: join(REPO_ROOT, 'package-lock.json'),
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
      environment: {
        NODE_OPTIONS: '--enable-source-maps',
        // Not needed on Node 24 (the SDK warns only on old Node versions); kept off on purpose.
        ...props.environment,
      },
      bundling: {
        format: OutputFormat.ESM,
        target: HOUSE_FLAGS.target,
        mainFields: [...HOUSE_FLAGS.mainFields],
        minify: HOUSE_FLAGS.minify,
        sourceMap: true,
        sourcesContent: false,
        banner: ESM_REQUIRE_SHIM,
        // Bundle the AWS SDK v3 (minified, tree-shaken) instead of using the runtime's copy: measured by
        // `npm run bench` under Node 24, a function loads faster this way (DynamoDB handlers ~88 → ~80 CPU
        // ms; join 158 → 112 ms wall): the runtime's copy is many unminified files, each resolved, read and
        // compiled. The SDK version is then the lockfile's, not whatever the runtime ships. The price is
        // size: 0.3–0.7 MB per function, inside DESIGN section 12's 1 MB. Setting this to false makes cold
        // starts slower again (the bench prints both).
        bundleAwsSDK: true,
        logLevel: LogLevel.WARNING,
        // Never Docker (DESIGN section 13): esbuild is a devDependency.
        forceDockerBundling: false,
        ...(props.bundledApart?.length ? bundledApart(props.bundledApart) : {}),
      },
    });

    Tags.of(this).add('candid:entry', props.entry);
    for (const [k, v] of Object.entries(props.tags ?? {})) Tags.of(this).add(k, v);
  }

  addEnvironment(name: string, value: string): void {
    this.fn.addEnvironment(name, value);
  }
}

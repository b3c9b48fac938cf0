import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { ARCHIVE_LINK_DAYS, ARCHIVE_OBJECT_PREFIX, CSV_EXPORT_OBJECT_PREFIX } from '../../shared/constants.js';
import { PHOTO_OBJECT_PREFIX, PHOTO_STAGING_PREFIX } from '../../shared/photo-files.js';
import type { Grant } from '../../functions/routes.js';
import { tableSpec } from '../table-spec.js';
import type { HouseFunction } from './house-function.js';

/** Archive multipart uploads: Put covers Create/UploadPart/Complete; Abort cleans up a failed build. */
const ARCHIVE_WRITE = ['s3:PutObject', 's3:AbortMultipartUpload'];

export interface DataProps {
  /** Receives the photo bucket's server access logs. */
  accessLogs: s3.IBucket;
  /** The SES identity e-mails are sent from (`email:send`), verified outside this stack. */
  email: { identity: string; from: string };
  /** The one support address (shared/support.ts) every function names, the same the web build shows. */
  supportEmail: string;
}

/** Item reads only: no Scan (DESIGN section 5), so it is not granted. */
const TABLE_READ = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem'];
/** Transactions need no action of their own: TransactWriteItems is authorized per Put/Update/Delete inside. */
const TABLE_WRITE = [...TABLE_READ, 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];

/** The single table, the private photo bucket and the token signing secret; and the per-route grants on them. */
export class Data extends Construct {
  readonly table: dynamodb.Table;
  readonly photoBucket: s3.Bucket;
  readonly tokenSecret: secretsmanager.Secret;
  private readonly email: DataProps['email'];
  private readonly supportEmail: string;
  /** Async one-off jobs by name (infra/constructs/jobs.ts registers them), for `archive-job:invoke`. */
  readonly asyncJobs = new Map<string, HouseFunction>();
  /** Job queues by name (infra/constructs/jobs.ts registers them), for `archive-parts:send`. */
  readonly queues = new Map<string, sqs.IQueue>();
  /** Stripe's keys, JSON `{ secretKey, webhookSecret }`: a placeholder until an operator puts the real ones in (README, deploy). */
  readonly stripeSecret: secretsmanager.Secret;

  constructor(scope: Construct, id: string, props: DataProps) {
    super(scope, id);
    this.email = props.email;
    this.supportEmail = props.supportEmail;

    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: { name: tableSpec.partitionKey, type: dynamodb.AttributeType.STRING },
      sortKey: { name: tableSpec.sortKey, type: dynamodb.AttributeType.STRING },
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      stream: dynamodb.StreamViewType.NEW_AND_OLD_IMAGES,
      timeToLiveAttribute: tableSpec.ttlAttribute,
      // Events, photos and orders are the product's records: never deleted with the stack.
      removalPolicy: RemovalPolicy.RETAIN,
      deletionProtection: true,
    });
    for (const gsi of tableSpec.globalSecondaryIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: gsi.indexName,
        partitionKey: { name: gsi.partitionKey, type: dynamodb.AttributeType.STRING },
        sortKey: { name: gsi.sortKey, type: dynamodb.AttributeType.STRING },
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }

    this.photoBucket = new s3.Bucket(this, 'PhotoBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: props.accessLogs,
      serverAccessLogsPrefix: 'photos/',
      // No versioning on purpose: expired galleries and deleted photos must really be gone (privacy promise);
      // versions would keep them. Objects are written once through presigned PUTs and checked on confirm.
      // Uploads abandoned before confirm (staging/) are gone after a day; confirmed ones are copied and deleted.
      lifecycleRules: [
        { abortIncompleteMultipartUploadAfter: Duration.days(1) },
        { id: 'expire-abandoned-uploads', prefix: PHOTO_STAGING_PREFIX, expiration: Duration.days(1) },
        // "Archives stay as long as their link is valid" (DESIGN 15): a year from the (re)build, plus a day for
        // a link issued at the end of the build. A link used after a lifecycle deletion rebuilds the archive.
        { id: 'expire-archives', prefix: ARCHIVE_OBJECT_PREFIX, expiration: Duration.days(ARCHIVE_LINK_DAYS + 1) },
        // Large event CSV exports (issue #28) are read once through a 15-minute link: gone after a day (the
        // shorter of two overlapping expirations applies).
        { id: 'expire-csv-exports', prefix: CSV_EXPORT_OBJECT_PREFIX, expiration: Duration.days(1) },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
      // CORS is added by allowSiteOrigin() once the site origin is known (see CandidStack).
    });

    this.tokenSecret = new secretsmanager.Secret(this, 'TokenSecret', {
      description: 'Candid participant/creator token signing secret (HS256 via jose)',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    NagSuppressions.addResourceSuppressions(this.tokenSecret, [
      {
        id: 'AwsSolutions-SMG4',
        reason:
          'Rotating the signing secret would invalidate every participant and creator token mid-event (creator ' +
          'credentials live only on the creating device). Rotation needs a two-key verification window in ' +
          'functions/core/auth first; until then rotation is a manual, announced operation.',
      },
    ]);

    // Generated so no value (not even the placeholder) is in the template; both fields stay empty until
    // `aws secretsmanager put-secret-value` stores the real keys, and the functions refuse to pay until then.
    this.stripeSecret = new secretsmanager.Secret(this, 'StripeSecret', {
      description: 'Candid Stripe keys: JSON {"secretKey":"sk_…","webhookSecret":"whsec_…"}',
      generateSecretString: { secretStringTemplate: JSON.stringify({ secretKey: '', webhookSecret: '' }), generateStringKey: 'placeholder', passwordLength: 16 },
    });
    NagSuppressions.addResourceSuppressions(this.stripeSecret, [
      {
        id: 'AwsSolutions-SMG4',
        reason:
          'Stripe issues these keys; rotating means rolling them in the Stripe Dashboard and putting the new values here (README, deploy), which no rotation Lambda can do.',
      },
    ]);
  }

  /** Browsers PUT (presigned upload) and GET (canvas/download) photos straight from the site origin only. */
  allowSiteOrigin(origin: string): void {
    this.photoBucket.addCorsRule({
      allowedMethods: [s3.HttpMethods.PUT, s3.HttpMethods.GET],
      allowedOrigins: [origin],
      // The presigned signature, not CORS, decides which headers are accepted (content-type is signed).
      allowedHeaders: ['*'],
      exposedHeaders: ['ETag'],
      maxAge: 3000,
    });
  }

  /** Environment every function gets: resource names are not permissions (those are granted per route). */
  get environment(): Record<string, string> {
    return {
      TABLE_NAME: this.table.tableName,
      PHOTO_BUCKET: this.photoBucket.bucketName,
      TOKEN_SECRET_ARN: this.tokenSecret.secretArn,
      STRIPE_SECRET_ARN: this.stripeSecret.secretArn,
      CANDID_SUPPORT_EMAIL: this.supportEmail,
    };
  }

  /**
   * Exactly one route-table grant; nothing implied beyond it except table:write including reads. The function
   * is usually in a nested stack, where the ARN is a template parameter: cdk-nag names it as in the parent
   * (`<DataTable….Arn>`) or, once CDK has made the parameter, by it (`<referencetoCandidDataTable…Arn>`), so
   * the suppressions' patterns accept both (the `\.?`).
   */
  grant(fn: HouseFunction, grant: Grant): void {
    switch (grant) {
      case 'table:read':
      case 'table:write': {
        fn.role.addToPrincipalPolicy(
          new iam.PolicyStatement({
            actions: grant === 'table:read' ? TABLE_READ : TABLE_WRITE,
            resources: [this.table.tableArn, `${this.table.tableArn}/index/*`],
          }),
        );
        NagSuppressions.addResourceSuppressions(
          fn.role,
          [
            {
              id: 'AwsSolutions-IAM5',
              reason: 'Queries on the table GSIs (GSI1, GSI2 from infra/table-spec.ts) need the index ARNs; scoped to this table only.',
              appliesTo: [{ regex: '/^Resource::<.*Table[0-9A-F]*\\.?Arn>\\/index\\/\\*$/g' }],
            },
          ],
          true,
        );
        return;
      }
      case 'photos:read':
      case 'photos:write':
      case 'photos:delete':
      case 'uploads:read':
      case 'uploads:write':
      case 'uploads:delete': {
        const [area, verb] = grant.split(':') as ['photos' | 'uploads', 'read' | 'write' | 'delete'];
        const action = { read: 's3:GetObject', write: 's3:PutObject', delete: 's3:DeleteObject' }[verb];
        const prefix = area === 'photos' ? PHOTO_OBJECT_PREFIX : PHOTO_STAGING_PREFIX;
        fn.role.addToPrincipalPolicy(
          new iam.PolicyStatement({
            actions: [action],
            resources: [this.photoBucket.arnForObjects(`${prefix}*`)],
          }),
        );
        NagSuppressions.addResourceSuppressions(
          fn.role,
          [
            {
              id: 'AwsSolutions-IAM5',
              reason:
                'Presigned photo URLs are signed with this role; object keys are per event/photo ULIDs unknown at deploy time. Only Get, Put or Delete under one prefix of this bucket (gallery files or uploads), each only where the route table grants it.',
              appliesTo: [{ regex: '/^Resource::<.*PhotoBucket[0-9A-F]*\\.?Arn>\\/(events|staging)\\/\\*$/g' }],
            },
          ],
          true,
        );
        return;
      }
      case 'archives:read':
      case 'archives:write': {
        fn.role.addToPrincipalPolicy(
          new iam.PolicyStatement({
            actions: grant === 'archives:read' ? ['s3:GetObject'] : ARCHIVE_WRITE,
            resources: [this.photoBucket.arnForObjects(`${ARCHIVE_OBJECT_PREFIX}*`)],
          }),
        );
        NagSuppressions.addResourceSuppressions(
          fn.role,
          [
            {
              id: 'AwsSolutions-IAM5',
              reason: 'Raw-archive ZIPs are keyed by event code and order ULID, unknown at deploy time; only under archives/ of this bucket.',
              appliesTo: [{ regex: '/^Resource::<.*PhotoBucket[0-9A-F]*\\.?Arn>\\/archives\\/\\*$/g' }],
            },
          ],
          true,
        );
        return;
      }
      case 'archive-job:invoke': {
        const job = this.asyncJobs.get('build-archive');
        if (!job) throw new Error('archive-job:invoke granted before the build-archive job exists (create Jobs before Api)');
        // The function itself, unqualified (grantInvoke would add `:*` for every version and alias).
        fn.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [job.fn.functionArn] }));
        fn.addEnvironment('ARCHIVE_JOB_FUNCTION', job.fn.functionName);
        return;
      }
      case 'archive-parts:send': {
        const queue = this.queues.get('archive-parts');
        if (!queue) throw new Error('archive-parts:send granted before the archive-parts queue exists (queue jobs are created first)');
        fn.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['sqs:SendMessage'], resources: [queue.queueArn] }));
        fn.addEnvironment('ARCHIVE_PARTS_QUEUE_URL', queue.queueUrl);
        return;
      }
      case 'photo-package-job:invoke': {
        const job = this.asyncJobs.get('photo-package');
        if (!job) throw new Error('photo-package-job:invoke granted before the photo-package job exists (create Jobs before Api)');
        fn.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [job.fn.functionArn] }));
        fn.addEnvironment('PHOTO_PACKAGE_JOB_FUNCTION', job.fn.functionName);
        return;
      }
      case 'token-secret:read':
        this.tokenSecret.grantRead(fn.role);
        return;
      case 'email:send': {
        // Only from our identity. (In the SES sandbox AWS also authorizes against each verified recipient
        // identity; production access, which the deploy needs anyway, removes that.)
        // The function's own stack: its AWS::Region and AWS::Partition, no parameter passed down for them.
        const stack = Stack.of(fn);
        fn.role.addToPrincipalPolicy(
          new iam.PolicyStatement({
            actions: ['ses:SendEmail'],
            resources: [stack.formatArn({ service: 'ses', resource: 'identity', resourceName: this.email.identity })],
          }),
        );
        fn.addEnvironment('CANDID_EMAIL_FROM', this.email.from);
        return;
      }
      case 'stripe-secret:read':
        this.stripeSecret.grantRead(fn.role);
        return;
      default: {
        const never: never = grant;
        throw new Error(`unknown grant ${String(never)}`);
      }
    }
  }
}

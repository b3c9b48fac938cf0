import { Duration, Stack } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration, WebSocketMockIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import type { Data } from './data.js';
import { HouseFunction } from './house-function.js';

export interface RealtimeProps {
  data: Data;
  /**
   * Where the handlers, their routes and the stream's failure queue go (a nested stack). The API and its
   * stage stay in this construct's stack: CloudFront names them, and the handlers reference the site origin.
   */
  handlerScope: Construct;
  /** functions/routes.ts `wsHandlers`. */
  handlers: { connect: string; disconnect: string };
  /** functions/routes.ts `streamHandlers.broadcast`. */
  broadcastHandler: string;
}

const STAGE = 'live';

/** For the API and each of its routes (which live in the handlers' nested stack). */
const WS_AUTHORIZATION = {
  id: 'AwsSolutions-APIG4',
  reason: '$connect verifies a signed single-use connect ticket (query string) in the Lambda and refuses the connection otherwise.',
};

/**
 * Why the WebSocket stage has no access log (decided, not forgotten): unlike the HTTP API, a WebSocket
 * stage can log only through the account-wide API Gateway CloudWatch role (AWS::ApiGateway::Account), a
 * per-region singleton that other stacks in the account may own; this stack does not take it over.
 */
export const WS_ACCESS_LOGS_OFF =
  'WebSocket access logging requires the account-wide API Gateway CloudWatch role, which this stack deliberately does not manage; ' +
  '$connect/$disconnect/broadcaster log every connection event with its connection id.';

/**
 * DESIGN section 8: WebSocket API whose $connect/$disconnect keep connection items in the table, and a
 * broadcaster fed by the table stream that pushes changes to the event's connections.
 */
export class Realtime extends Construct {
  readonly webSocketApi: apigw.WebSocketApi;
  readonly stage: apigw.WebSocketStage;
  readonly functions: HouseFunction[] = [];
  /** Direct wss://… URL of the stage (clients normally use the site's same-origin /ws, see web.ts). */
  readonly url: string;
  /** wss://{api-id}.execute-api.{region}.{suffix} (CSP connect-src). */
  readonly origin: string;
  /** {api-id}.execute-api.{region}.{suffix} (CloudFront origin for /ws). */
  readonly domainName: string;
  readonly stageName = STAGE;

  constructor(scope: Construct, id: string, props: RealtimeProps) {
    super(scope, id);
    const { data, handlerScope } = props;

    const connect = new HouseFunction(handlerScope, 'Connect', {
      entry: props.handlers.connect,
      description: 'Candid WebSocket $connect: use up a connect ticket, store connection item',
      environment: data.environment,
      readsSecrets: true,
    });
    const disconnect = new HouseFunction(handlerScope, 'Disconnect', {
      entry: props.handlers.disconnect,
      description: 'Candid WebSocket $disconnect: delete connection item',
      environment: data.environment,
    });
    for (const f of [connect, disconnect]) {
      data.grant(f, 'table:write');
      this.functions.push(f);
    }
    // $connect verifies the connect ticket (signed with the token secret) from the query string.
    data.grant(connect, 'token-secret:read');

    // Not 'WebSocketApi' (the single-stack layout's id): a deploy over that layout creates a fresh API, since
    // API Gateway refuses the nested stack's $connect while the old API still has one (README, Deploying to AWS).
    this.webSocketApi = new apigw.WebSocketApi(this, 'WebSocket', {
      description: 'Candid realtime (one socket per event)',
    });
    const routes: [string, string, apigw.WebSocketRouteIntegration][] = [
      ['Connect', '$connect', new WebSocketLambdaIntegration('Connect', connect.fn)],
      ['Disconnect', '$disconnect', new WebSocketLambdaIntegration('Disconnect', disconnect.fn)],
      // Client heartbeats (DESIGN section 8) only keep the socket alive: a mock answer, no Lambda per ping.
      ['Default', '$default', new WebSocketMockIntegration('Heartbeat')],
    ];
    for (const [id, routeKey, integration] of routes) {
      const route = new apigw.WebSocketRoute(handlerScope, `${id}Route`, { webSocketApi: this.webSocketApi, routeKey, integration });
      NagSuppressions.addResourceSuppressions(route, [WS_AUTHORIZATION]);
    }
    this.stage = new apigw.WebSocketStage(this, 'Stage', {
      webSocketApi: this.webSocketApi,
      stageName: STAGE,
      autoDeploy: true,
      throttle: { rateLimit: 50, burstLimit: 100 },
    });
    // The first deployment of the stage includes $connect.
    this.stage.node.addDependency(handlerScope);
    const stack = Stack.of(this);
    // Built from the API id (not the stage) so that CSP consumers depend on the API only.
    this.domainName = `${this.webSocketApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
    this.origin = `wss://${this.domainName}`;
    this.url = `${this.origin}/${STAGE}`;

    const broadcaster = new HouseFunction(handlerScope, 'Broadcaster', {
      entry: props.broadcastHandler,
      description: 'Candid stream broadcaster: table changes -> PostToConnection',
      environment: { ...data.environment, WS_MANAGEMENT_URL: this.stage.callbackUrl },
      timeout: Duration.seconds(30),
    });
    // Reads connection items, deletes gone (410) ones and those of removed participants (whose sockets it closes).
    data.grant(broadcaster, 'table:write');
    this.stage.grantManagementApiAccess(broadcaster.role);
    this.functions.push(broadcaster);

    // Records that still fail after retries and bisecting are parked here for inspection, not retried forever.
    const failures = new sqs.Queue(handlerScope, 'BroadcastFailures', {
      retentionPeriod: Duration.days(14),
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    broadcaster.fn.addEventSource(
      new DynamoEventSource(data.table, {
        startingPosition: lambda.StartingPosition.LATEST,
        batchSize: 100,
        // No batching window: DESIGN budgets ≤1 s from upload to another phone.
        retryAttempts: 3,
        bisectBatchOnError: true,
        // A broadcast older than this is stale; clients poll as a fallback anyway.
        maxRecordAge: Duration.minutes(5),
        onFailure: new SqsDlq(failures),
      }),
    );

    NagSuppressions.addResourceSuppressions(failures, [
      {
        id: 'AwsSolutions-SQS3',
        reason: 'This queue is itself the on-failure destination of the stream event source; it needs no DLQ of its own.',
      },
    ]);
    NagSuppressions.addResourceSuppressions(
      broadcaster.role,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason:
            'dynamodb:ListStreams has no resource-level permission (must be "*"), added by the DynamoEventSource; ' +
            'PostToConnection targets connection ids unknown at deploy time (scoped to this API stage).',
          appliesTo: [
            'Resource::*',
            // The API id as the parent names it, or as the handlers' stack parameter (`referenceto…WebSocket…Ref`).
            { regex: '/^Resource::arn:<AWS::Partition>:execute-api:<AWS::Region>:<AWS::AccountId>:<.*WebSocket[0-9A-F]+(Ref)?>\\/live\\/\\*\\/@connections\\/\\*$/g' },
          ],
        },
      ],
      true,
    );
    NagSuppressions.addResourceSuppressions(this.webSocketApi, [WS_AUTHORIZATION], true);
    NagSuppressions.addResourceSuppressions(this.stage, [{ id: 'AwsSolutions-APIG1', reason: WS_ACCESS_LOGS_OFF }]);
    // The same decision for checkov (CKV_AWS_76, access logging of an API Gateway stage), with the same reason.
    (this.stage.node.defaultChild as apigw.CfnStage).addMetadata('checkov', { skip: [{ id: 'CKV_AWS_76', comment: WS_ACCESS_LOGS_OFF }] });
  }
}

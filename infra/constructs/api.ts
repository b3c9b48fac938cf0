import { Fn, RemovalPolicy } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as logs from 'aws-cdk-lib/aws-logs';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import type { Route } from '../../functions/routes.js';
import { routeKey } from '../../functions/routes.js';
import type { Data } from './data.js';
import { HouseFunction } from './house-function.js';

export interface ApiProps {
  data: Data;
  routes: readonly Route[];
  /** Handler module for API Gateway's `$default` route (paths no route matches). */
  notFoundHandler: string;
  /** Stage-wide throttle; routes with their own `throttle` override it. */
  defaultThrottle?: { rate: number; burst: number };
}

/** Stage-wide default: generous for one busy event (a few hundred phones), far below the account limit. */
const DEFAULT_THROTTLE = { rate: 100, burst: 200 };

/**
 * The HTTP API: one house function + one route per entry of the route table (DESIGN section 3), each with
 * exactly the grants its entry lists, and `$default` answering unknown paths with the API's own 404.
 */
export class Api extends Construct {
  readonly httpApi: apigw.HttpApi;
  readonly stage: apigw.HttpStage;
  /** Route id → its function. */
  readonly routeFunctions = new Map<string, HouseFunction>();
  readonly functions: HouseFunction[] = [];
  /** Host name of the API's execute-api endpoint (for CloudFront's HttpOrigin). */
  readonly domainName: string;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const { data } = props;

    const notFound = new HouseFunction(this, 'NotFound', {
      entry: props.notFoundHandler,
      description: 'Candid $default: unknown API path -> 404',
      environment: data.environment,
    });
    this.functions.push(notFound);

    this.httpApi = new apigw.HttpApi(this, 'HttpApi', {
      description: 'Candid HTTP API (served under /api/* through CloudFront)',
      // Our own stage below carries throttling and access logs.
      createDefaultStage: false,
      defaultIntegration: new HttpLambdaIntegration('NotFound', notFound.fn),
    });
    // CloudFront's origin needs a bare host name: https://{id}.execute-api.{region}.amazonaws.com → host.
    this.domainName = Fn.select(2, Fn.split('/', this.httpApi.apiEndpoint));

    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const throttle = props.defaultThrottle ?? DEFAULT_THROTTLE;
    this.stage = new apigw.HttpStage(this, 'Stage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: throttle.rate, burstLimit: throttle.burst },
      accessLogSettings: {
        destination: new apigw.LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            time: '$context.requestTime',
            routeKey: '$context.routeKey',
            status: '$context.status',
            latency: '$context.responseLatency',
            bytes: '$context.responseLength',
            integrationError: '$context.integrationErrorMessage',
          }),
        ),
      },
    });

    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    const cfnStage = this.stage.node.defaultChild as apigw.CfnStage;

    for (const route of props.routes) {
      const { endpoint } = route;
      const fn = new HouseFunction(this, `Route-${endpoint.id}`, {
        entry: route.handler,
        description: `Candid route ${endpoint.id}: ${routeKey(route)}`,
        environment: data.environment,
        tags: { 'candid:route': endpoint.id },
      });
      for (const grant of route.grants) data.grant(fn, grant);
      this.routeFunctions.set(endpoint.id, fn);
      this.functions.push(fn);

      const [httpRoute] = this.httpApi.addRoutes({
        path: endpoint.path,
        methods: [apigw.HttpMethod[endpoint.method]],
        integration: new HttpLambdaIntegration(`${endpoint.id}Integration`, fn.fn),
      });
      if (!httpRoute) throw new Error(`no route created for ${routeKey(route)}`);

      if (route.throttle) {
        // Route settings are keyed by route key; CloudFormation rejects a key whose route does not exist yet.
        routeSettings[routeKey(route)] = {
          ThrottlingRateLimit: route.throttle.rate,
          ThrottlingBurstLimit: route.throttle.burst,
        };
        cfnStage.node.addDependency(httpRoute);
      }
    }
    if (Object.keys(routeSettings).length > 0) cfnStage.routeSettings = routeSettings;

    // Authorization is decided inside each handler (DESIGN section 6: signed participant/creator tokens,
    // staff sessions, Stripe signatures) from the route table's `auth`; public routes are public by design.
    NagSuppressions.addResourceSuppressions(
      this.httpApi,
      [
        {
          id: 'AwsSolutions-APIG4',
          reason:
            'Authorization is enforced in each Lambda from the route table (signed jose tokens / staff sessions / Stripe signature); several routes are public by the product spec (create, look up, join).',
        },
      ],
      true,
    );
  }
}

import { Duration } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { COUNTED_ENTITIES } from '../../functions/core/domain/staff/stats-stream.js';
import type { Data } from './data.js';
import { HouseFunction } from './house-function.js';

export interface StreamStatsProps {
  data: Data;
  /** functions/routes.ts `streamHandlers.stats`. */
  handler: string;
}

/**
 * DESIGN 15 "Staff figures are real": the second consumer of the table stream (beside the broadcaster), which
 * keeps the staff totals, daily rollups and activity feed with one counter write per batch.
 */
export class StreamStats extends Construct {
  readonly functions: HouseFunction[] = [];

  constructor(scope: Construct, id: string, props: StreamStatsProps) {
    super(scope, id);
    const { data } = props;
    const fn = new HouseFunction(this, 'StatsConsumer', {
      entry: props.handler,
      description: 'Candid stream stats: table changes -> staff totals, daily rollups, activity',
      environment: data.environment,
      timeout: Duration.seconds(60),
    });
    data.grant(fn, 'table:write');
    this.functions.push(fn);

    const failures = new sqs.Queue(this, 'StatsFailures', {
      retentionPeriod: Duration.days(14),
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    fn.fn.addEventSource(
      new DynamoEventSource(data.table, {
        startingPosition: lambda.StartingPosition.LATEST,
        batchSize: 100,
        // Figures may lag a few seconds: a window gathers more records per batch, so fewer counter writes.
        maxBatchingWindow: Duration.seconds(5),
        // Counting is safe to retry (stats-apply.ts); a figure should not be dropped for a passing error.
        retryAttempts: 10,
        bisectBatchOnError: true,
        onFailure: new SqsDlq(failures),
        // Only the entities counted (stats-stream.ts): the consumer's own writes (totals, days, activity,
        // customers, batch markers) and every other item never start an invocation. A removal has only OldImage.
        filters: (['NewImage', 'OldImage'] as const).map((image) =>
          lambda.FilterCriteria.filter({ dynamodb: { [image]: { entity: { S: lambda.FilterRule.or(...COUNTED_ENTITIES) } } } }),
        ),
      }),
    );
    NagSuppressions.addResourceSuppressions(failures, [
      { id: 'AwsSolutions-SQS3', reason: 'This queue is itself the on-failure destination of the stream event source; it needs no DLQ of its own.' },
    ]);
    NagSuppressions.addResourceSuppressions(
      fn.role,
      [{ id: 'AwsSolutions-IAM5', reason: 'dynamodb:ListStreams has no resource-level permission (must be "*"), added by the DynamoEventSource.', appliesTo: ['Resource::*'] }],
      true,
    );
  }
}

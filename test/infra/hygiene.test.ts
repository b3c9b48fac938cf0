import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WS_ACCESS_LOGS_OFF } from '../../infra/constructs/realtime.js';
import type { Built, Resource } from './build-stack.js';
import { buildStack, refsIn, resources } from './build-stack.js';

/**
 * Findings of cfn-lint and checkov (neither installs on these machines), kept as assertions beside cdk-nag:
 * the job schedules' EventBridge targets need a dead-letter queue and a retry policy, and the WebSocket
 * stage's missing access log must be a decision with its reason, visible to cdk-nag and to checkov alike.
 */
let b: Built;
let res: Record<string, Resource>;
beforeAll(() => {
  b = buildStack();
  res = resources(b.template);
});
afterAll(() => b?.cleanup());

const ofType = (type: string) => Object.entries(res).filter(([, r]) => r.Type === type);

interface Target {
  Arn: unknown;
  DeadLetterConfig?: { Arn: unknown };
  RetryPolicy?: { MaximumRetryAttempts?: number; MaximumEventAgeInSeconds?: number };
}

describe('scheduled jobs (checkov / cfn-lint: EventBridge targets without DLQ)', () => {
  const rules = () => ofType('AWS::Events::Rule').filter(([, r]) => r.Properties?.ScheduleExpression !== undefined);

  it('every schedule target has a dead-letter queue and a bounded retry policy', () => {
    expect(rules().length).toBeGreaterThan(0);
    for (const [id, rule] of rules()) {
      const targets = rule.Properties?.Targets as Target[];
      expect(targets.length, id).toBeGreaterThan(0);
      for (const t of targets) {
        const dlq = [...refsIn(t.DeadLetterConfig?.Arn)][0];
        expect(dlq && res[dlq]?.Type, `${id} dead-letter queue`).toBe('AWS::SQS::Queue');
        expect(t.RetryPolicy?.MaximumRetryAttempts, id).toBeGreaterThanOrEqual(1);
        expect(t.RetryPolicy?.MaximumRetryAttempts, id).toBeLessThanOrEqual(3);
        expect(t.RetryPolicy?.MaximumEventAgeInSeconds, id).toBeGreaterThan(0);
      }
    }
  });

  it('the dead-letter queue is encrypted, keeps messages 14 days, and EventBridge may send to it', () => {
    const dlqId = b.logicalId(b.stack.jobs.deadLetters);
    expect(res[dlqId]?.Properties).toMatchObject({ SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 24 * 3600 });
    const policies = ofType('AWS::SQS::QueuePolicy').filter(([, p]) => refsIn(p.Properties?.Queues).has(dlqId));
    const statements = policies.flatMap(([, p]) => (p.Properties?.PolicyDocument as { Statement: { Principal?: { Service?: string }; Action: unknown }[] }).Statement);
    expect(statements.some((s) => s.Principal?.Service === 'events.amazonaws.com' && JSON.stringify(s.Action).includes('sqs:SendMessage'))).toBe(true);
  });
});

describe('WebSocket stage access logging (checkov CKV_AWS_76, cdk-nag AwsSolutions-APIG1)', () => {
  it('is off by decision: no access log settings, and both checkers carry the same reason', () => {
    const stage = res[b.logicalId(b.stack.realtime.stage)];
    expect(stage?.Properties?.AccessLogSettings).toBeUndefined();
    const metadata = stage?.Metadata as {
      checkov?: { skip: { id: string; comment: string }[] };
      cdk_nag?: { rules_to_suppress: { id: string; reason: string }[] };
    };
    expect(metadata.checkov?.skip).toEqual([{ id: 'CKV_AWS_76', comment: WS_ACCESS_LOGS_OFF }]);
    expect(metadata.cdk_nag?.rules_to_suppress).toContainEqual(expect.objectContaining({ id: 'AwsSolutions-APIG1', reason: WS_ACCESS_LOGS_OFF }));
    expect(WS_ACCESS_LOGS_OFF).toMatch(/account-wide API Gateway CloudWatch role/);
  });

  it('the HTTP API stage does log access', () => {
    expect(res[b.logicalId(b.stack.api.stage)]?.Properties?.AccessLogSettings).toBeDefined();
  });
});

import { describe, expect, it } from 'vitest';
import { STACK_RESOURCE_LIMIT, countResources, describeCounts, overBudget } from './resource-budget.js';

const template = (n: number) => ({ Resources: Object.fromEntries(Array.from({ length: n }, (_, i) => [`R${i}`, { Type: 'AWS::SQS::Queue' }])) });

describe('resource budget', () => {
  it('counts the resources of a template (none when it has no Resources section)', () => {
    expect(countResources(template(7))).toBe(7);
    expect(countResources({})).toBe(0);
  });

  it('names each template over the limit and passes those at or under it', () => {
    const counts = [
      { stack: 'Candid', resources: countResources(template(40)) },
      { stack: 'Candid/GuestApi', resources: countResources(template(STACK_RESOURCE_LIMIT)) },
      { stack: 'Candid/StaffApi', resources: countResources(template(STACK_RESOURCE_LIMIT + 1)) },
    ];
    expect(overBudget(counts)).toEqual([`Candid/StaffApi: ${STACK_RESOURCE_LIMIT + 1} resources (limit ${STACK_RESOURCE_LIMIT})`]);
    expect(overBudget(counts.slice(0, 2))).toEqual([]);
    expect(overBudget([{ stack: 'Candid', resources: 41 }], 40)).toHaveLength(1);
  });

  it('keeps the limit well under CloudFormation\'s 500', () => {
    expect(STACK_RESOURCE_LIMIT).toBeLessThanOrEqual(300);
  });

  it('says how many routes (six resources each) a template can still take', () => {
    expect(describeCounts([{ stack: 'Candid/GuestApi', resources: 168 }])).toEqual([`${'Candid/GuestApi'.padEnd(24)} 168 / 300 (room for ~22 routes)`]);
    expect(describeCounts([{ stack: 'Candid', resources: 301 }])[0]).toContain('room for ~0 routes');
  });
});

import { describe, expect, it } from 'vitest';
import { auditActionSchema } from '#contract/audit-actions.ts';
import { auditActionLabels } from './audit-labels.ts';

describe('auditActionLabels', () => {
  it('labels every action the audit log records', () => {
    for (const action of auditActionSchema.options) {
      expect(auditActionLabels[action]?.trim(), action).toBeTruthy();
    }
  });

  it('labels no action twice the same way, so the Action filter tells them apart', () => {
    const labels = auditActionSchema.options.map((action) => auditActionLabels[action]);
    expect(new Set(labels).size).toBe(labels.length);
  });
});

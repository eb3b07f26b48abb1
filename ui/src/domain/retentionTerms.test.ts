import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { retentionProblem, type Stage, type Trigger } from './retentionTerms';

interface VectorStage {
  label: string;
  share: number;
  trigger: string;
  months: number;
  eventOn: string | null;
}

const vectors = JSON.parse(readFileSync(new URL('../../../tests/vectors/retention.json', import.meta.url), 'utf8')) as {
  terms: { name: string; stages: VectorStage[]; interestRate?: number; depositWorkingDays?: number; error: string | null; field: string | null }[];
};

const TRIGGER: Record<string, Trigger> = { on_event: 'OnEvent', months_after: 'MonthsAfter', other_contract: 'OtherContract' };
const stagesOf = (stages: VectorStage[]): Stage[] => stages.map((s) => ({ ...s, trigger: TRIGGER[s.trigger] }));

// The same refusals as the server's (tests/unit/domain/test_retention_regime.py), in the same order.
describe('retention terms refusals (tests/vectors/retention.json)', () => {
  it.each(vectors.terms)('$name', ({ stages, interestRate, depositWorkingDays, error, field }) => {
    const problem = retentionProblem(stagesOf(stages), { interestRate: interestRate ?? null, depositWorkingDays: depositWorkingDays ?? null });
    expect(problem).toEqual(error === null ? null : { field, message: error });
  });

  it('refuses a renewal before the contract date, beside the renewal date', () => {
    expect(retentionProblem([], { enteredOn: '2024-02-01', renewedOn: '2024-01-31' })).toEqual({
      field: 'renewedOn',
      message: 'The renewal date cannot be before the contract date.',
    });
    expect(retentionProblem([], { enteredOn: '2024-02-01', renewedOn: '2024-02-01' })).toBeNull();
  });
});

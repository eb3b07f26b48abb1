import { describe, expect, it } from 'vitest';
import { MutationError, refusalErrors } from './mutate';

describe('refusalErrors', () => {
  const FIELDS = ['amount', 'date'] as const;

  it('puts the message beside the field the server names when the form has it', () => {
    expect(refusalErrors(new MutationError('Only $1.00 held', 'amount'), FIELDS)).toEqual({ amount: 'Only $1.00 held' });
  });

  it('puts a refusal naming no field, or a field the form lacks, at the form’s place', () => {
    expect(refusalErrors(new MutationError('Choose the entry this corrects', 'correctsId'), FIELDS)).toEqual({
      form: 'Choose the entry this corrects',
    });
    expect(refusalErrors(new MutationError('Only members with Edit', null), FIELDS)).toEqual({ form: 'Only members with Edit' });
  });

  it('uses the form’s own name for its place', () => {
    expect(refusalErrors(new MutationError('Serve the notice first', null), FIELDS, 'whole')).toEqual({ whole: 'Serve the notice first' });
    expect(refusalErrors(new MutationError('Unknown step', 'kind'), FIELDS, 'file')).toEqual({ file: 'Unknown step' });
  });

  it('shows any other failure by its message', () => {
    expect(refusalErrors(new Error('Network error'), FIELDS)).toEqual({ form: 'Network error' });
    expect(refusalErrors('offline', FIELDS, 'whole')).toEqual({ whole: 'offline' });
  });
});

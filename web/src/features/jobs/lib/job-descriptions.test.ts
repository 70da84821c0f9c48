import { jobNames } from '@creds/contract';
import { describe, expect, it } from 'vitest';
import { describeJobError, jobDescriptions, jobTitle } from './job-descriptions';

describe('job descriptions', () => {
  it('names every queue in plain words, and an unknown one by its own name', () => {
    for (const name of jobNames) expect(jobDescriptions[name].title).not.toContain('.');
    expect(jobTitle('mail.deliver')).toBe('Sending e-mail');
    expect(jobTitle('reports.nightly')).toBe('reports.nightly');
  });

  it('says what a known error means, keeping the recorded message', () => {
    expect(describeJobError('connect ECONNREFUSED 127.0.0.1:9')).toEqual({
      summary: 'The other server refused the connection: it may be down, or its address or port may be wrong.',
      detail: 'connect ECONNREFUSED 127.0.0.1:9',
    });
    expect(describeJobError('{"value":{"message":"job failed by timeout in active state"}}').summary).toBe('The job ran too long and was stopped.');
  });

  it('shows any other message as it is, and says when there was none', () => {
    expect(describeJobError('The storage is full')).toEqual({ summary: 'The storage is full', detail: null });
    expect(describeJobError(null)).toEqual({ summary: 'No error message was recorded.', detail: null });
    expect(describeJobError('  ')).toEqual({ summary: 'No error message was recorded.', detail: null });
  });
});

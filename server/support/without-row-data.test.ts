import { DatabaseError } from 'pg';
import { describe, expect, it } from 'vitest';
import { withoutRowData } from './without-row-data';

describe('withoutRowData', () => {
  it('keeps the SQLSTATE and constraint of a PostgreSQL error, and nothing it quoted', () => {
    const error = new DatabaseError('new row violates check constraint "support_messages_topic_check"', 1, 'error');
    error.code = '23514';
    error.constraint = 'support_messages_topic_check';
    error.detail = 'Failing row contains (1, null, a@b.co, Sam, nope, my private words, 2025-04-01).';
    const cleaned = withoutRowData('Storing a support message', error);
    expect(cleaned.message).toBe(
      'Storing a support message failed: PostgreSQL error 23514, constraint support_messages_topic_check',
    );
    expect(JSON.stringify({ ...cleaned, message: cleaned.message, cause: cleaned.cause })).not.toContain('private');
  });

  it('keeps the message of a failure that is not the database answering', () => {
    expect(withoutRowData('Storing', new Error('Connection terminated unexpectedly')).message).toBe(
      'Storing failed: Connection terminated unexpectedly',
    );
  });
});

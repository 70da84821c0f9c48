import { z } from 'zod';
import { accountMessages } from './accounts.js';
import { evaluationMessages } from './evaluations.js';

const typeNames: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  date: 'a date',
};

/**
 * Plain words for the checks a schema does not word itself (the spec's messages are all worded where
 * they are checked, and those always win). They reach people through the API: a call without a field
 * reads "This field is required", not "Invalid input: expected string, received undefined".
 */
function plainMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.expected === 'nonoptional') return evaluationMessages.required;
      return `Must be ${typeNames[issue.expected] ?? 'another kind of value'}`;
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? evaluationMessages.required : `Must be at least ${issue.minimum} characters`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Must have at least ${issue.minimum} ${Number(issue.minimum) === 1 ? 'item' : 'items'}`;
      return `Must be at least ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `Must be at most ${issue.maximum} characters`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Must have at most ${issue.maximum} items`;
      return `Must be at most ${issue.maximum}`;
    case 'invalid_value':
      return issue.values.length === 1 ? `Must be ${String(issue.values[0])}` : `Must be one of: ${issue.values.map(String).join(', ')}`;
    case 'invalid_union':
      return 'This value is not one of those accepted here';
    case 'invalid_format':
      if (issue.format === 'email') return accountMessages.emailInvalid;
      return issue.format === 'url' ? evaluationMessages.urlInvalid : 'This value is not in the expected format';
    default:
      return undefined;
  }
}

z.config({ customError: plainMessage });

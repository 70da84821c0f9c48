import { applicationFields } from '@creds/contract';
import { createFormDraft } from '../../../lib/form-draft';

/** The typed fields of an unsent application, per signed-in user, for the browser tab. */
export const applicationDraft = createFormDraft(
  'accreditation-application',
  applicationFields.map((field) => field.name),
);

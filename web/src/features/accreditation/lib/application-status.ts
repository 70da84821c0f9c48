import { accreditationStateLabels, applicationStatusLabels, type AccreditationState, type ApplicationStatus, type TimelineStatus } from '@creds/contract';
import type { PillTone } from '../../../components/ui/pill';

export const statusTones: Record<ApplicationStatus, PillTone> = {
  submitted: 'warning',
  'under review': 'brand',
  'more information requested': 'warning',
  approved: 'success',
  rejected: 'danger',
  refunded: 'neutral',
};

export const stateTones: Record<AccreditationState, PillTone> = {
  current: 'success',
  expired: 'danger',
  withdrawn: 'neutral',
  upcoming: 'brand',
};

export function statusLabel(status: string): string {
  return applicationStatusLabels[status as TimelineStatus] ?? status;
}

export function stateLabel(state: AccreditationState): string {
  return accreditationStateLabels[state];
}

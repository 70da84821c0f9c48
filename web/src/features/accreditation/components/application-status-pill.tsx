import type { ApplicationStatus } from '@creds/contract';
import { Pill } from '../../../components/ui/pill';
import { statusLabel, statusTones } from '../lib/application-status';

export function ApplicationStatusPill({ status }: { status: ApplicationStatus }) {
  return <Pill tone={statusTones[status]}>{statusLabel(status)}</Pill>;
}

import { Popup } from '../components/ui/popup';
import type { VersionWarningProps } from './version-check';

export const versionMismatchTitle = 'Version mismatch detected';
export const versionMismatchText = 'The application version has changed. Please refresh your webpage!';

/** The version toast of spec section 8, shown by `VersionCheck`. */
export function VersionWarning({ onClose }: VersionWarningProps) {
  return (
    <Popup tone="warning" title={versionMismatchTitle} closeLabel="Dismiss version notice" onClose={onClose}>
      {versionMismatchText}
    </Popup>
  );
}

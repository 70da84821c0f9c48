import { certificateMessages } from '@creds/contract';
import { useMutation } from '@tanstack/react-query';
import { useNotifications } from '../../../lib/notifications';
import { fileNameFrom, saveFile } from '../lib/save-file';

/** The two downloads of a verified evaluation: the PDF and the signed credential. */
export type CertificateFile = 'pdf' | 'credential';

const endpoints: Record<CertificateFile, { path: string; fileName: string }> = {
  pdf: { path: '/api/certificate/download', fileName: 'certificate.pdf' },
  credential: { path: '/api/certificate/credential', fileName: 'certificate-credential.json' },
};

export class DownloadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DownloadError';
  }
}

/**
 * GET certificate/download?badge_Id= (saved as certificate.pdf) or certificate/credential?badge_Id=
 * (the Open Badges JSON). The messages of spec section 8: a non-200 answer and a failed connection
 * each have their own.
 */
export async function downloadCertificate(badgeId: string, file: CertificateFile): Promise<void> {
  const { path, fileName } = endpoints[file];
  let response: Response;
  try {
    response = await fetch(`${path}?badge_Id=${encodeURIComponent(badgeId)}`, { credentials: 'include' });
  } catch {
    throw new DownloadError(certificateMessages.downloadNetworkFailed);
  }
  if (response.status !== 200) throw new DownloadError(certificateMessages.downloadFailed);
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch {
    throw new DownloadError(certificateMessages.downloadNetworkFailed);
  }
  saveFile(blob, file === 'pdf' ? fileName : fileNameFrom(response.headers.get('content-disposition'), fileName));
}

/** The download with its notices: "Downloading certificate..." first, then the failure, if any. */
export function useDownloadCertificate() {
  const { showSuccess, showError } = useNotifications();
  return useMutation({
    mutationFn: ({ badgeId, file }: { badgeId: string; file: CertificateFile }) => {
      showSuccess(certificateMessages.downloading);
      return downloadCertificate(badgeId, file);
    },
    onError: (error) => showError(error instanceof DownloadError ? error.message : certificateMessages.downloadNetworkFailed),
  });
}

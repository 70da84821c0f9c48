/** Hands a downloaded file to the browser under `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the address can go once the event loop moves on.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The file name a Content-Disposition header gives, or `fallback`. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  const match = /filename="([^"]+)"/i.exec(disposition ?? '');
  return match?.[1] ?? fallback;
}

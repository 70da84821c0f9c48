/** Resolves after `ms` milliseconds (the verify form's anti-spam pause). */
export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

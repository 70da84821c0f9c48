/** Timings of spec section 9, in milliseconds. */
export const timing = {
  notificationMs: 7_000,
  versionCheckIntervalMs: 5 * 60_000,
  versionToastMs: 5_000,
  queryStaleTimeMs: 5 * 60_000,
  historySearchDebounceMs: 1_000,
  scrollThrottleMs: 100,
  counterAnimationMs: 2_000,
  antiSpamDelayMs: 500,
  humanSubmitDelayMs: 10,
} as const;

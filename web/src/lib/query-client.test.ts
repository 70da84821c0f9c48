import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

afterEach(() => onlineManager.setOnline(true));

describe('the query client', () => {
  it('sends a submission made offline at once, so it fails with a message instead of waiting unseen', async () => {
    onlineManager.setOnline(false);
    const send = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const submission = new MutationObserver<unknown, Error, void>(createQueryClient(), { mutationFn: send });
    await expect(submission.mutate()).rejects.toThrow('Failed to fetch');
    expect(send).toHaveBeenCalledTimes(1);
  });
});

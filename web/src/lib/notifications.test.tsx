import { timing } from '@creds/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationsProvider, useNotifications } from './notifications';

function Harness() {
  const notifications = useNotifications();
  return (
    <>
      <button type="button" onClick={() => notifications.showSuccess('Saved')}>
        success
      </button>
      <button type="button" onClick={() => notifications.showSuccess('Saved again')}>
        success again
      </button>
      <button type="button" onClick={() => notifications.showError('Failed to save')}>
        error
      </button>
    </>
  );
}

function renderHarness() {
  render(
    <NotificationsProvider>
      <Harness />
    </NotificationsProvider>,
  );
}

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const successRegion = () => screen.getByRole('status');
const errorRegion = () => screen.getByRole('alert');

describe('notifications', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a success message and hides it 7 s after it was shown', () => {
    renderHarness();
    expect(successRegion()).toBeEmptyDOMElement();

    click('success');
    expect(successRegion()).toHaveTextContent('Saved');

    advance(timing.notificationMs - 1);
    expect(successRegion()).toHaveTextContent('Saved');
    advance(1);
    expect(successRegion()).toBeEmptyDOMElement();
  });

  it('restarts the timer and replaces the text on a new show', () => {
    renderHarness();
    click('success');
    advance(5_000);
    click('success again');
    expect(successRegion()).toHaveTextContent('Saved again');

    // 7 s after the first show it is still there: the second show restarted the clock.
    advance(timing.notificationMs - 5_000);
    expect(successRegion()).toHaveTextContent('Saved again');
    advance(5_000 - 1);
    expect(successRegion()).toHaveTextContent('Saved again');
    advance(1);
    expect(successRegion()).toBeEmptyDOMElement();
  });

  it('shows the success and the dark red error popup at once, each on its own timer', () => {
    renderHarness();
    click('success');
    advance(3_000);
    click('error');

    expect(successRegion()).toHaveTextContent('Saved');
    expect(errorRegion()).toHaveTextContent('Failed to save');
    expect(errorRegion().firstElementChild).toHaveClass('bg-error');

    advance(timing.notificationMs - 3_000);
    expect(successRegion()).toBeEmptyDOMElement();
    expect(errorRegion()).toHaveTextContent('Failed to save');

    advance(3_000);
    expect(errorRegion()).toBeEmptyDOMElement();
  });

  it('closes a message at once with its close button', () => {
    renderHarness();
    click('error');
    click('Dismiss error');
    expect(errorRegion()).toBeEmptyDOMElement();

    // A show after closing starts a fresh 7 s.
    advance(1_000);
    click('error');
    advance(timing.notificationMs - 1);
    expect(errorRegion()).toHaveTextContent('Failed to save');
  });
});

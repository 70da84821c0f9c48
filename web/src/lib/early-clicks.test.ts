import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyClicks } from './early-clicks';

afterEach(() => {
  document.body.innerHTML = '';
});

function paintedPage() {
  document.body.innerHTML = '<div id="root"><button type="button">Open menu</button><a href="#faq">FAQ</a><a href="/login" data-await-session="">Unlock Your Potential</a></div><button type="button" id="outside">Outside</button>';
  const root = document.getElementById('root')!;
  return { root, button: root.querySelector('button')!, plainLink: root.querySelector<HTMLElement>('a[href="#faq"]')!, sessionLink: root.querySelector<HTMLElement>('[data-await-session]')!, outside: document.getElementById('outside')! };
}

describe('clicks before hydration', () => {
  it('holds a click on a button until the page has hydrated, then replays it once, in order', () => {
    const { root, button, sessionLink } = paintedPage();
    const release = holdEarlyClicks(root);
    const clicks: string[] = [];
    // What hydration attaches: only now does anything listen.
    const hydrate = () => {
      button.addEventListener('click', () => clicks.push('menu'));
      sessionLink.addEventListener('click', (event) => {
        event.preventDefault();
        clicks.push('cta');
      });
    };
    button.click();
    sessionLink.click();
    hydrate();
    expect(clicks).toEqual([]);
    release();
    expect(clicks).toEqual(['menu', 'cta']);
    release();
    button.click();
    expect(clicks).toEqual(['menu', 'cta', 'menu']);
  });

  it('leaves plain links and everything outside the page alone', () => {
    const { root, plainLink, outside } = paintedPage();
    holdEarlyClicks(root);
    const seen = vi.fn();
    document.addEventListener('click', (event) => seen((event.target as Element).textContent, event.defaultPrevented));
    plainLink.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    outside.click();
    expect(seen.mock.calls).toEqual([
      ['FAQ', false],
      ['Outside', false],
    ]);
  });
});

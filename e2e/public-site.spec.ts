import { expect, test, type Page } from '@playwright/test';
import { signInNewUser } from './public-site-support.js';
import { expectNoAxeViolations, expectNoHorizontalScroll, saveScreenshot } from './support/page-checks.js';

/** The public pages of issue 9, with the h1 each shows. */
const publicPages = [
  { path: '/', name: 'home', heading: 'Your learning, recognised against US standards' },
  { path: '/about-us', name: 'about-us', heading: 'Making learning count, wherever it happened' },
  { path: '/vision', name: 'vision', heading: 'A world where skills are recognised wherever they were learned' },
  { path: '/faq', name: 'faq', heading: 'Frequently asked questions' },
  { path: '/fees', name: 'fees', heading: 'FEES AND CHARGES' },
  { path: '/user-guide', name: 'user-guide', heading: 'Your evaluation, step by step' },
  { path: '/blogs', name: 'blogs', heading: 'Guides and insights' },
  { path: '/blog-review-1', name: 'blog-review-1', heading: 'How credential evaluation works, from upload to certificate' },
  { path: '/branding', name: 'branding', heading: 'Brand assets' },
  { path: '/terms', name: 'terms', heading: 'Terms and conditions' },
  { path: '/privacy-policy', name: 'privacy-policy', heading: 'Privacy policy' },
] as const;

const articleHeadings = [
  'How credential evaluation works, from upload to certificate',
  'Preparing your documents: a checklist that saves days',
  'Beginner to Expert: the five evaluation levels explained',
  'Skills, not just titles: how evaluation helps employability',
  'Accreditation for institutes: what reviewers look for',
  'How to verify a certificate in under a minute',
  'Studying or working abroad? Make your credentials travel',
];

const notFoundHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Page not found' });

/** Scrolls through the page so lazy images load, then back to the top. */
async function loadLazyImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((done) => setTimeout(done, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

test.describe('every public page', () => {
  for (const { path, heading } of publicPages) {
    test(`${path} has its heading, its own title, description and Open Graph tags`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const title = await page.title();
      expect(title).toMatch(/ \| Creds$/);
      const description = page.locator('head meta[name="description"]');
      await expect(description).toHaveCount(1);
      await expect(description).toHaveAttribute('content', /.{60,}/);
      await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute('content', title);
      await expect(page.locator('head meta[property="og:url"]')).toHaveAttribute('content', new RegExp(`${path === '/' ? '/' : path}$`));
      await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
    });
  }

  test('titles differ from page to page', async ({ page }) => {
    const titles = new Set<string>();
    for (const { path, heading } of publicPages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      titles.add(await page.title());
    }
    expect(titles.size).toBe(publicPages.length);
  });
});

test.describe('prerendered pages', () => {
  const prerendered = publicPages.filter(({ path }) => !path.startsWith('/blog-review-'));

  test('arrive whole: heading, navigation and meta tags are in the HTML, before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const { path, heading } of prerendered) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }), path).toHaveAttribute('href', '/faq');
      await expect(page.locator('head meta[name="description"]'), path).toHaveCount(1);
      expect(await page.title(), path).toMatch(/ \| Creds$/);
    }
    await context.close();
  });

  test('come alive without a hydration error or any console error, and without the router', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    for (const { path } of prerendered) {
      await page.goto(path);
      // One press as soon as the page has loaded: if it comes before the page has hydrated, it is held and
      // replayed once React listens.
      await page.getByRole('button', { name: 'Chat with us' }).click();
      await expect(page.getByRole('dialog', { name: 'Chat with us' }), path).toBeVisible();
    }
    expect(errors).toEqual([]);
    expect(scripts.filter((script) => /\/router-/.test(script))).toEqual([]);
  });

  test('a press that comes before the page has hydrated is held, then takes effect', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    // The page's own code arrives late, as on a slow connection: the painted page waits 1.5 s for its handlers.
    await page.route('**/assets/home-*.js', async (route) => {
      await new Promise((done) => setTimeout(done, 1_500));
      await route.continue();
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible({ timeout: 10_000 });
  });

  test('a signed-in user who presses Unlock Your Potential before the session check answers reaches the dashboard', async ({ page, baseURL }) => {
    await signInNewUser(page.request, baseURL!);
    await page.route('**/api/auth/me', async (route) => {
      await new Promise((done) => setTimeout(done, 1_500));
      await route.continue();
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Unlock Your Potential' }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  });

  test('a signed-in visitor sees their account in the header of a prerendered page', async ({ page, baseURL }) => {
    await signInNewUser(page.request, baseURL!);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/about-us');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await banner.getByRole('button', { name: 'Account' }).click();
    await expect(page.getByRole('link', { name: 'Sign Out' })).toHaveAttribute('href', '/logout');
  });
});

test('every link in the header and footer leads to a real page', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const hrefs = new Set<string>();
  for (const region of [page.getByRole('banner'), page.getByRole('contentinfo')]) {
    for (const href of await region.locator('a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!))) {
      hrefs.add(href);
    }
  }
  expect([...hrefs]).toEqual(expect.arrayContaining(['/', '/about-us', '/fees', '/faq', '/blogs', '/user-guide', '/vision', '/branding', '/terms', '/Privacy-Policy']));
  for (const href of hrefs) {
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1 }), href).toBeVisible();
    await expect(notFoundHeading(page), href).toHaveCount(0);
  }
});

test('capitalised aliases render the same pages', async ({ page }) => {
  for (const [alias, path] of [
    ['/User-Guide', '/user-guide'],
    ['/Blog', '/blogs'],
    ['/Privacy-Policy', '/privacy-policy'],
    ['/Blog-review-4', '/blog-review-4'],
  ]) {
    await page.goto(path!);
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    await page.goto(alias!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
    await expect(notFoundHeading(page)).toHaveCount(0);
  }
});

/** The counters strip of spec section 9, in order. */
const counterValues = ['50000+', '15000+', '900+', '10000+'];

test.describe('home', () => {
  test('sends a visitor to sign in and to the about page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Unlock Your Potential' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('button', { name: 'Learn About Us' })).toHaveAttribute('href', '/about-us');
    await expect(page.getByRole('link', { name: 'Start Your Evaluation' })).toHaveAttribute('href', '/register');
    await expect(page.getByRole('link', { name: 'Create Your Free Account' })).toHaveAttribute('href', '/register');
  });

  test('sends a signed-in user to the dashboard', async ({ page, baseURL }) => {
    await signInNewUser(page.request, baseURL!);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Unlock Your Potential' })).toHaveAttribute('href', '/dashboard');
    await expect(page.getByRole('link', { name: 'Go to Your Dashboard' }).first()).toHaveAttribute('href', '/dashboard');
    await page.goto('/about-us');
    await expect(page.getByRole('link', { name: 'Go to Your Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  test('the counters count up to their final values once scrolled into view', async ({ page }) => {
    await page.goto('/');
    // The counting digits are drawn by CSS from data-value over the final value's (transparent) text.
    const counting = page.locator('[data-counter]');
    await expect(counting).toHaveCount(4);
    // Not started while out of view.
    await expect(counting.first()).toHaveAttribute('data-value', '0+');
    await page.getByText('50000+').scrollIntoViewIfNeeded();
    for (const [index, value] of counterValues.entries()) {
      await expect(counting.nth(index)).toHaveAttribute('data-value', value, { timeout: 5_000 });
    }
    // Each figure's text is in the page once (strict mode), for screen readers and searches alike.
    for (const value of counterValues) await expect(page.getByText(value)).toBeVisible();
  });

  test('the counters show their final values at once when motion is reduced', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // In the HTML as it arrives, well under the 2-second animation, and without scrolling.
    const finalValues = page.locator('[data-counter-final]');
    await expect(finalValues).toHaveText(counterValues, { timeout: 500 });
    for (const value of await finalValues.all()) {
      await expect(value).toBeVisible({ timeout: 500 });
      await expect(value).not.toHaveCSS('color', 'rgba(0, 0, 0, 0)', { timeout: 500 });
    }
    for (const counting of await page.locator('[data-counter]').all()) await expect(counting).toBeHidden({ timeout: 500 });
    for (const value of counterValues) await expect(page.getByText(value)).toBeVisible();
  });

  test('the testimonial slider disables its buttons at the ends', async ({ page }) => {
    await page.goto('/');
    const previous = page.getByRole('button', { name: 'Previous testimonial' });
    const next = page.getByRole('button', { name: 'Next testimonial' });
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    const slider = page.getByRole('group', { name: 'Testimonials' });
    const position = slider.getByText(/\d+ \/ \d+/);
    const total = Number((await position.textContent())!.split('/')[1]);
    // The counter reads "Testimonial 2 / 5" to a screen reader, "2 / 5" on screen.
    const showing = (shown: number) => new RegExp(`(^|\\s)${shown} / ${total}$`);
    // The page is prerendered: a press before React has hydrated it does nothing, so press until it moves.
    await expect(async () => {
      await next.click();
      await expect(position).toHaveText(showing(2), { timeout: 2_000 });
    }).toPass();
    for (let shown = 3; shown <= total; shown++) {
      await next.click();
      await expect(position).toHaveText(showing(shown));
    }
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
    await expect(slider.getByText(`${total} / ${total}`)).toBeVisible();
    await previous.click();
    await expect(next).toBeEnabled();
  });

  test('the how-it-works video is on the home page and the user guide, plays, and has English captions', async ({ page }) => {
    for (const path of ['/', '/user-guide']) {
      await page.goto(path);
      const video = page.locator('video');
      await expect(video).toHaveCount(1);
      await video.scrollIntoViewIfNeeded();
      await expect(video).toBeVisible();
      await expect(video).toHaveAttribute('poster', '/media/how-it-works.webp');
      await expect(video.locator('track[kind="captions"][srclang="en"]')).toHaveAttribute('src', '/media/how-it-works.vtt');
    }
    // It plays in this browser (muted, as a script may start it), and its captions load.
    const playing = await page.locator('video').evaluate(async (video: HTMLVideoElement) => {
      video.muted = true;
      await video.play();
      await new Promise((resolve) => setTimeout(resolve, 500));
      return { time: video.currentTime, duration: video.duration, cues: video.textTracks[0]?.cues?.length ?? 0 };
    });
    expect(playing.time).toBeGreaterThan(0);
    expect(playing.duration).toBeCloseTo(32, 0);
    const captions = await page.request.get('/media/how-it-works.vtt');
    expect(captions.ok()).toBe(true);
    expect(await captions.text()).toMatch(/^WEBVTT\n/);
    // Served in ranges, as players ask for it.
    const start = await page.request.get('/media/how-it-works.mp4', { headers: { range: 'bytes=0-99' } });
    expect(start.status()).toBe(206);
    expect(start.headers()['content-type']).toBe('video/mp4');
  });
});

test.describe('FAQ', () => {
  test('a deep link opens its section and scrolls to it', async ({ page }) => {
    await page.goto('/faq#testing');
    const testing = page.getByRole('button', { name: 'Testing', exact: true });
    await expect(testing).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: '1. What is skill testing?' })).toBeInViewport();
    // The number is followed by a real space, not only a gap drawn by CSS.
    expect(await page.getByRole('heading', { name: '1. What is skill testing?' }).textContent()).toBe('1. What is skill testing?');
    await expect(page.getByRole('button', { name: 'Evaluation', exact: true })).toHaveAttribute('aria-expanded', 'false');
  });

  test('each topic link opens and scrolls to its section; questions are numbered and open', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('button', { name: 'General', exact: true })).toHaveAttribute('aria-expanded', 'true');
    const topics = page.getByRole('navigation', { name: 'FAQ topics' });
    for (const [topic, anchor, firstQuestion] of [
      ['Evaluation', 'evaluation', '1. Which documents can I submit?'],
      ['Accreditation', 'accreditation', '1. Which institutes can apply?'],
      ['Testing', 'testing', '1. What is skill testing?'],
    ] as const) {
      await topics.getByRole('link', { name: topic }).click();
      await expect(page).toHaveURL(new RegExp(`/faq#${anchor}$`));
      await expect(page.getByRole('button', { name: topic, exact: true })).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('button', { name: firstQuestion })).toBeInViewport();
    }
    await page.getByRole('button', { name: '2. Do my documents have to be in English?' }).click();
    await expect(page.getByText('Every document must be in English.')).toBeVisible();
    // The document rules of spec section 5, each in its section.
    for (const [question, answer] of [
      ['1. Which documents can I submit?', 'Send your certificate and your course outline as Word (DOC or DOCX) or PDF files, in English.'],
      ['6. In which language are the tests?', 'Testing is in English only'],
      ['5. In which language do we submit our application?', 'Everything you submit for accreditation'],
    ] as const) {
      await page.getByRole('button', { name: question }).click();
      await expect(page.getByText(answer)).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Open the User Guide' })).toHaveAttribute('href', '/User-Guide');
  });
});

test.describe('fees', () => {
  test('shows the price table from the API, the renewal schedule and the notes', async ({ page }) => {
    await page.goto('/fees');
    await expect(page.getByText('Find the fee structure for our services below.')).toBeVisible();
    const plans = page.getByRole('region', { name: 'Credential evaluation' });
    // As spec section 9 writes them: whole dollars without decimals, cents only when needed.
    const plan = (name: string) => plans.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(plan('Individual').getByText('$5', { exact: true })).toBeVisible();
    await expect(plan('Freelancer').getByText('$45 to $63', { exact: true })).toBeVisible();
    await expect(plan('Trainer')).toContainText('$3first 25, then $2.50 each');
    await expect(plan('Enterprise').getByText('$2', { exact: true })).toBeVisible();
    await expect(plan('Enterprise Plus').getByText('$1.50', { exact: true })).toBeVisible();
    await expect(plans).not.toContainText('.00');
    // 25 × $3 + 15 × $2.50
    await expect(plans.getByText('One course for 40 participants: $112.50')).toBeVisible();
    await plans.getByLabel('Number of participants').fill('150');
    await expect(plans.getByText('One course for 150 participants: $225', { exact: true })).toBeVisible();

    const accreditation = page.getByRole('region', { name: 'Institute accreditation' });
    await expect(accreditation.getByRole('definition')).toHaveText(['$199', '$149+ 5% every year']);

    const schedule = page.getByRole('table', { name: 'Accreditation fees for the first five years' });
    await expect(schedule.getByRole('row')).toHaveText([/Year/, /Year 1.*\$199$/, /Year 2.*\$149$/, /Year 3.*\$156\.45$/, /Year 4.*\$164\.27$/, /Year 5.*\$172\.48$/]);
    await expect(page.getByText('published by the affiliated learning provider')).toBeVisible();
    await expect(page.getByText('Fees may change without notice.')).toBeVisible();
  });

  test('shows a loading state, then an error with a retry that recovers', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let isFailing = true;
    await page.route('**/api/prices', async (route) => {
      if (!isFailing) return route.fallback();
      await held;
      await route.fulfill({ status: 500, json: { msg: 'Something went wrong', code: 'INTERNAL' } });
    });
    await page.goto('/fees');
    await expect(page.getByRole('status').filter({ hasText: 'Loading the current fees' }).first()).toBeAttached();
    release();
    await expect(page.getByRole('alert').filter({ hasText: 'The current fees could not be loaded.' })).toBeVisible({ timeout: 10_000 });
    isFailing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('region', { name: 'Credential evaluation' }).getByText('$5', { exact: true })).toBeVisible();
  });
});

test('each blog article stores its path under "pathname"', async ({ page }) => {
  await page.goto('/blogs');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(7);
  for (const [index, heading] of articleHeadings.entries()) {
    for (const path of [`/blog-review-${index + 1}`, `/Blog-review-${index + 1}`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect.poll(() => page.evaluate(() => localStorage.getItem('pathname'))).toBe(path);
    }
  }
});

test('the user guide offers its PDF and lists what to prepare', async ({ page, request }) => {
  await page.goto('/User-Guide');
  const download = page.getByRole('link', { name: 'Download the guide (PDF)' });
  await expect(download).toHaveAttribute('href', '/user-guide.pdf');
  const pdf = await request.get('/user-guide.pdf');
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  for (const item of ['The course outline or description', 'The total hours completed', 'A contact person at the institute and their e-mail']) {
    await expect(page.getByText(item, { exact: true })).toBeVisible();
  }
  // The screenshots of the real app load.
  const screenshots = page.getByRole('main').getByRole('img', { name: /form|page/ });
  expect(await screenshots.count()).toBeGreaterThanOrEqual(3);
  await loadLazyImages(page);
  for (const screenshot of await screenshots.all()) {
    await expect.poll(() => screenshot.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  }
});

test('the branding page shows the colours and offers every asset for download', async ({ page, request }) => {
  await page.goto('/branding');
  await expect(page.getByText('#0B2A5B')).toBeVisible();
  await expect(page.getByText('#C8102E')).toBeVisible();
  await expect(page.getByText(/prior written permission/)).toBeVisible();
  for (const name of ['logo', 'seal', 'QR code']) {
    const link = page.getByRole('link', { name: `Download the ${name} (SVG)` });
    const response = await request.get((await link.getAttribute('href'))!);
    expect(response.headers()['content-type']).toContain('image/svg+xml');
  }
  await expect(page.getByRole('img', { name: 'Creds QR code' })).toHaveJSProperty('complete', true);
});

test('sitemap.xml and robots.txt are served', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of ['/', '/fees', '/faq', '/about-us', '/blog-review-7', '/privacy-policy']) expect(sitemap).toContain(`${path}</loc>`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^User-agent: \*/);
  expect(robots).toContain('Sitemap: ');
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const { path, name, heading } of publicPages) {
      test(`${path}: no axe violations, no horizontal scroll, screenshot`, async ({ page }) => {
        // Final values and settled layout in the pictures.
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        if (path === '/fees') await expect(page.getByText('$5', { exact: true })).toBeVisible();
        await loadLazyImages(page);
        await expectNoHorizontalScroll(page);
        await expectNoAxeViolations(page);
        await saveScreenshot(page, `public-${name}-${viewport.width}`, { fullPage: true });
      });
    }
  });
}

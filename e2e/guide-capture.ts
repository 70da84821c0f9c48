import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { branding } from '@creds/contract';
import { expect, test, type Page } from '@playwright/test';
import { signInNewUser } from './public-site-support.js';
import { courseFields, evaluationForm, fillCourseFields, historyRow, proofPng, resultPanel, sampleDescription } from './support/evaluations.js';
import { bootstrapAdmin, signInAsBootstrapAdmin } from './support/reviews.js';

/**
 * Captures the real app for the user guide (web/public/guide/*.jpg, embedded in the page and the
 * PDF), the Open Graph image (web/public/og-image.jpg) and the how-it-works video (web/public/media/).
 * Not a test, and not part of `npm test`: after a visible change run `npm run capture:guide`, look at
 * the files, and commit them.
 */
const publicDir = join(import.meta.dirname, '..', 'web', 'public');

test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });

async function capture(page: Page, file: string) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // The floating chat button would cover part of the form in a still picture.
  await page.addStyleTag({ content: 'aside[aria-label="Chat with us"]{display:none!important}' });
  await page.screenshot({ path: join(publicDir, file), type: 'jpeg', quality: 72 });
}

test('guide screenshots: register and sign in', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Register your account' })).toBeVisible();
  await capture(page, 'guide/register.jpg');

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await capture(page, 'guide/sign-in.jpg');
});

test('guide screenshot: settings of a signed-in user', async ({ page, baseURL }) => {
  await signInNewUser(page.request, baseURL!, 'Maria Gonzalez');
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Profile Information' }).scrollIntoViewIfNeeded();
  await capture(page, 'guide/settings.jpg');
});

test.describe('social image', () => {
  test.use({ viewport: { width: 1200, height: 630 } });

  test('Open Graph image: the top of the home page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await capture(page, 'og-image.jpg');
  });
});

/**
 * The how-it-works video (web/public/media/how-it-works.mp4, its poster .webp and captions .vtt): one
 * picture of the real app per step of the journey, held four seconds each, put together by ffmpeg
 * (`apt-get install ffmpeg`; without it the pictures are kept and the command says so).
 */
const videoSteps = [
  { caption: 'How evaluation works: four steps, from your account to a certificate anyone can verify.' },
  { caption: '1. Create your account, then open the activation link we email you.' },
  { caption: '2. Describe your course: paste its description or upload the outline, and add a proof of completion.' },
  { caption: 'At once you see the skills the course teaches, its level from Beginner to Expert, and rating points.' },
  { caption: '3. Pay the evaluation fee by card.' },
  { caption: 'Our reviewers verify the result. We email you when your certificate is ready.' },
  { caption: '4. Download your certificate from your history.' },
  { caption: 'Anyone can verify it online with its ID and your name.' },
] as const;
const secondsPerStep = 4;

function vttTime(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `00:${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}.000`;
}

/** A title card in the brand's colours, the video's first picture and its poster. */
function titleCardHtml(): string {
  const steps = ['Create your account', 'Describe your course', 'Receive your level', 'Claim your certificate'];
  return `<!doctype html><html><body style="margin:0;width:1280px;height:720px;background:linear-gradient(135deg,${branding.colors.primary},#061a3a);color:#fff;font-family:system-ui,'DejaVu Sans',sans-serif;position:relative;overflow:hidden">
  <div style="position:absolute;left:96px;top:110px;font-size:22px;font-weight:700;letter-spacing:6px;opacity:.8">${branding.productName.toUpperCase()}</div>
  <div style="position:absolute;left:96px;top:160px;font-family:Georgia,'DejaVu Serif',serif;font-size:64px;font-weight:700">How evaluation works</div>
  <ol style="position:absolute;left:96px;right:96px;top:330px;display:flex;gap:32px;list-style:none;margin:0;padding:0">
    ${steps.map((step, index) => `<li style="flex:1;border-top:4px solid ${branding.colors.accent};padding-top:20px"><div style="font-size:20px;opacity:.75">Step ${index + 1}</div><div style="font-size:28px;font-weight:600;margin-top:8px">${step}</div></li>`).join('')}
  </ol>
  <div style="position:absolute;left:0;right:0;bottom:0;height:10px;background:${branding.colors.accent}"></div>
</body></html>`;
}

test('how-it-works video: the journey, one picture a step', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const framesDir = mkdtempSync(join(tmpdir(), 'creds-video-'));
  const frames: string[] = [];
  const frame = async (page: Page) => {
    await page.addStyleTag({ content: 'aside[aria-label="Chat with us"]{display:none!important}' });
    const file = join(framesDir, `${String(frames.length).padStart(2, '0')}.png`);
    await page.screenshot({ path: file });
    frames.push(file);
  };
  const newContext = () => browser.newContext({ viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1, reducedMotion: 'reduce', baseURL });

  const person = await newContext();
  const page = await person.newPage();
  await page.setContent(titleCardHtml());
  await frame(page);

  // 1. Register (filled in; the account itself is made through the API, as its activation needs the mail).
  await page.goto('/register');
  await page.getByLabel('Full Name').fill('Maria Elena Gonzalez');
  await page.getByLabel('Email Address').fill('maria.elena.gonzalez@example.com');
  await page.getByLabel('Date of Birth').fill('1994-06-21');
  await page.getByLabel('Password', { exact: true }).fill('Sunflower-Meadow-42');
  await page.getByLabel('Confirm Password').fill('Sunflower-Meadow-42');
  await frame(page);
  await signInNewUser(person.request, baseURL!, 'Maria Elena Gonzalez');

  // 2. The course, described, and its result.
  await page.goto('/equivalence');
  await fillCourseFields(page);
  const form = evaluationForm(page);
  await form.getByLabel('Course Description').fill(sampleDescription);
  await form.getByLabel('Proof of Completion').setInputFiles(proofPng);
  await form.getByLabel('Course Name').scrollIntoViewIfNeeded();
  await frame(page);
  await form.getByRole('button', { name: 'Evaluate' }).click();
  const result = resultPanel(page);
  await expect(result.getByText('Complexity')).toBeVisible();
  await result.scrollIntoViewIfNeeded();
  await frame(page);

  // 3. Payment with the sandbox's test card.
  await result.getByRole('button', { name: /^Pay \$/ }).click();
  await page.getByRole('button', { name: /^Pay Now/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Payment Details' });
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await dialog.getByLabel('Expiry date').fill(`12 / ${(new Date().getFullYear() + 2) % 100}`);
  await dialog.getByLabel('CVC').fill('123');
  await frame(page);
  await dialog.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByRole('button', { name: 'Go to Dashboard' })).toBeVisible();
  const badgeId = /\/equivalence\/([^/?#]+)/.exec(page.url())?.[1];
  expect(badgeId).toBeTruthy();

  // A reviewer verifies it.
  const reviewer = await newContext();
  // The capture's server is fresh: the reviewer gets a person's name before the shared helper signs in.
  await reviewer.request.post('/api/auth/register', {
    data: { username: 'Alex Morgan', email: bootstrapAdmin.email, dob: '1985-02-14', password: bootstrapAdmin.password },
  });
  await signInAsBootstrapAdmin(reviewer.request);
  const review = await reviewer.newPage();
  await review.goto(`/admin/evaluations/${badgeId}`);
  await expect(review.getByRole('heading', { level: 1, name: courseFields().courseName })).toBeVisible();
  await frame(review);
  await review.getByRole('form', { name: 'Decision' }).getByRole('button', { name: 'Verify and issue certificate' }).click();
  const certificatePanel = review.getByRole('region', { name: 'Certificate' });
  await expect(certificatePanel).toContainText('Certificate ID');
  const certificateId = (await certificatePanel.locator('.font-mono').innerText()).trim();

  // 4. The history, with the certificate to download; anyone verifies it.
  await page.goto('/history');
  await expect(historyRow(page, courseFields().courseName).getByRole('button', { name: /download/i })).toBeVisible();
  await frame(page);
  const visitor = await (await newContext()).newPage();
  await visitor.goto('/validate');
  await visitor.getByLabel('Certificate ID').fill(certificateId);
  await visitor.getByLabel('Exact Name').fill('Maria Elena Gonzalez');
  await visitor.getByRole('button', { name: 'Validate' }).click();
  await expect(visitor.getByRole('region', { name: 'Validation Result' }).getByText('Valid', { exact: true })).toBeVisible();
  // Both panels from their headings, below the sticky header.
  await visitor.getByRole('heading', { name: 'Verify Certificate' }).evaluate((heading) => {
    heading.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -120);
  });
  await frame(visitor);
  expect(frames).toHaveLength(videoSteps.length);

  const mediaDir = join(publicDir, 'media');
  mkdirSync(mediaDir, { recursive: true });
  const cues = videoSteps.map((step, index) => `${index + 1}\n${vttTime(index * secondsPerStep)} --> ${vttTime((index + 1) * secondsPerStep)}\n${step.caption}\n`);
  writeFileSync(join(mediaDir, 'how-it-works.vtt'), `WEBVTT\n\n${cues.join('\n')}`);
  const list = join(framesDir, 'frames.txt');
  // The concat demuxer holds each picture for its duration; the last is named twice so it is held too.
  writeFileSync(list, [...frames.map((file) => `file '${file}'\nduration ${secondsPerStep}`), `file '${frames.at(-1)}'`].join('\n'));
  const ffmpeg = (args: string[]) => execFileSync('ffmpeg', ['-y', '-loglevel', 'error', ...args]);
  try {
    // The poster: the title card, at the largest size the page shows it, as WebP (a quarter of a JPEG's bytes).
    ffmpeg(['-i', frames[0]!, '-vf', 'scale=960:-1', '-c:v', 'libwebp', '-quality', '70', join(mediaDir, 'how-it-works.webp')]);
    ffmpeg([
      '-f', 'concat', '-safe', '0', '-i', list,
      '-vf', 'fps=10,format=yuv420p', '-c:v', 'libx264', '-preset', 'slow', '-tune', 'stillimage', '-crf', '26',
      '-movflags', '+faststart', join(mediaDir, 'how-it-works.mp4'),
    ]);
  } catch (error) {
    throw new Error(`ffmpeg could not make the video (is it installed? apt-get install ffmpeg); the pictures are in ${framesDir}`, { cause: error });
  }
  rmSync(framesDir, { recursive: true, force: true });
});

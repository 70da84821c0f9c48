/**
 * Benchmark of the public web pages: `npm run bench:web` (`-- --runs 3` for the median of three
 * Lighthouse runs per page, `-- --skip-build` to measure the current builds).
 *
 * Size: the gzip size of the JavaScript the home page loads (measured in Chromium, every script the
 * page requests until the network is idle) against a bare React 19 + Vite hello-world built here by
 * the same toolchain in a temporary directory. Lighthouse 12 (mobile, simulated throttling, Debian's
 * Chromium) on /, /faq, /fees and /about-us, served by the real server on a fresh data directory.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build, type InlineConfig } from 'vite';
import { recordFigure } from './support.js';

const repoRoot = resolve(import.meta.dirname, '..');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1] ?? 1) || 1;
const skipBuild = args.includes('--skip-build');
const pages = ['/', '/faq', '/fees', '/about-us'];
const targets = { ratio: 1.5, performance: 98, accessibility: 100, 'best-practices': 95, seo: 100 } as const;
const mark = (ok: boolean) => (ok ? 'meets' : 'MISSES');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (content: Buffer | string) => gzipSync(content, { level: 9 }).length;

/** A bare React 19 app built by the web workspace's Vite and React plugin, offline. */
async function buildHelloWorld(): Promise<{ files: number; raw: number; gzip: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'creds-hello-'));
  try {
    mkdirSync(join(dir, 'src'));
    symlinkSync(join(repoRoot, 'node_modules'), join(dir, 'node_modules'), 'dir');
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Hello</title></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
    );
    writeFileSync(
      join(dir, 'src', 'main.tsx'),
      [
        "import { StrictMode } from 'react';",
        "import { createRoot } from 'react-dom/client';",
        "createRoot(document.getElementById('root')!).render(<StrictMode><h1>Hello, world</h1></StrictMode>);",
      ].join('\n'),
    );
    const webRequire = createRequire(join(repoRoot, 'web', 'package.json'));
    const { default: react } = (await import(webRequire.resolve('@vitejs/plugin-react'))) as { default: () => InlineConfig['plugins'] };
    await build({ root: dir, configFile: false, logLevel: 'silent', plugins: [react()], build: { outDir: join(dir, 'dist') } });
    const assets = join(dir, 'dist', 'assets');
    const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
    const contents = scripts.map((file) => readFileSync(join(assets, file)));
    return {
      files: scripts.length,
      raw: contents.reduce((sum, content) => sum + content.length, 0),
      gzip: contents.reduce((sum, content) => sum + gzipSize(content), 0),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function startServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = 3400 + Math.floor(Math.random() * 500);
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'creds-bench-web-'));
  const child: ChildProcess = spawn(process.execPath, ['server/dist/server.js'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn', LOG_FORMAT: 'json' },
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('the server did not become ready');
    await new Promise((done) => setTimeout(done, 250));
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((done) => child.once('exit', done));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Every script the page requests until the network is idle, by URL, with its size. */
async function measurePageScripts(url: string): Promise<{ files: number; raw: number; gzip: number; list: string[] }> {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags.filter((flag) => flag !== '--headless') });
  try {
    const page = await browser.newPage();
    const bodies = new Map<string, Buffer>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      void response.body().then((body) => bodies.set(response.url(), body), () => {});
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const contents = [...bodies.values()];
    return {
      files: contents.length,
      raw: contents.reduce((sum, content) => sum + content.length, 0),
      gzip: contents.reduce((sum, content) => sum + gzipSize(content), 0),
      list: [...bodies.entries()].map(([name, body]) => `${new URL(name).pathname} ${kb(gzipSize(body))}`),
    };
  } finally {
    await browser.close();
  }
}

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof categories)[number];

interface Audit {
  scores: Record<Category, number>;
  failing: string[];
  metrics: string;
  /** Set when Lighthouse could not measure the page (its scores are then meaningless zeros). */
  runtimeError?: string;
}

async function audit(url: string): Promise<Audit> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) {
      const zeros = Object.fromEntries(categories.map((category) => [category, 0])) as Record<Category, number>;
      return { scores: zeros, failing: [], metrics: '', runtimeError: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
    }
    const scores = Object.fromEntries(categories.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)])) as Record<Category, number>;
    const failing = Object.values(lhr.audits)
      .filter((entry) => entry.score !== null && entry.score < 0.9 && entry.scoreDisplayMode !== 'informative' && entry.scoreDisplayMode !== 'manual')
      .map((entry) => `${entry.id} (${entry.displayValue ?? entry.score})`);
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? '?';
    const metrics = `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')}`;
    return { scores, failing, metrics };
  } finally {
    chrome.kill();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  if (!skipBuild) {
    for (const workspace of ['contract', 'server', 'web']) {
      const result = spawnSync('npm', ['run', '-s', 'build', '-w', workspace], { cwd: repoRoot, stdio: 'inherit' });
      if (result.status !== 0) throw new Error(`building ${workspace} failed`);
    }
  }

  const hello = await buildHelloWorld();
  const server = await startServer();
  try {
    const home = await measurePageScripts(`${server.url}/`);
    const ratio = home.gzip / hello.gzip;
    console.log('\nJavaScript (gzip, level 9)');
    console.log(`  React 19 + Vite hello-world   ${kb(hello.gzip).padStart(9)}  (${hello.files} file, ${kb(hello.raw)} raw)`);
    console.log(`  home page (/)                 ${kb(home.gzip).padStart(9)}  (${home.files} files, ${kb(home.raw)} raw)`);
    console.log(`  ratio                         ${ratio.toFixed(2).padStart(9)}  target <= ${targets.ratio}: ${mark(ratio <= targets.ratio)}`);
    for (const line of home.list) console.log(`    ${line}`);
    recordFigure({ bench: 'web', name: 'home page JavaScript ÷ React hello-world', value: `${ratio.toFixed(2)} (${kb(home.gzip)} gzip)`, target: `≤ ${targets.ratio}`, ok: ratio <= targets.ratio });

    console.log(`\nLighthouse 12, mobile (median of ${runs} run${runs === 1 ? '' : 's'} per page)`);
    console.log(`  ${'page'.padEnd(10)} ${categories.map((category) => category.padStart(15)).join('')}`);
    for (const path of pages) {
      const attempts: Audit[] = [];
      // A run Lighthouse could not measure (NO_NAVSTART and the like, a tracing hiccup) is reported, not
      // counted as a score of 0, and tried again: up to two extra runs per page.
      while (attempts.filter((entry) => !entry.runtimeError).length < runs && attempts.length < runs + 2) {
        attempts.push(await audit(`${server.url}${path}`));
      }
      for (const attempt of attempts.filter((entry) => entry.runtimeError)) console.log(`  ${path.padEnd(10)} a run failed: ${attempt.runtimeError}`);
      const measured = attempts.filter((entry) => !entry.runtimeError);
      const results = measured.length ? measured : attempts;
      const scores = Object.fromEntries(categories.map((category) => [category, median(results.map((result) => result.scores[category]))])) as Record<Category, number>;
      const cells = categories.map((category) => `${scores[category]} ${mark(scores[category] >= targets[category])}`.padStart(15));
      console.log(`  ${path.padEnd(10)} ${cells.join('')}`);
      recordFigure({
        bench: 'web',
        name: `Lighthouse ${path} (perf, a11y, best pr., SEO)`,
        value: categories.map((category) => scores[category]).join(', '),
        target: '98, 100, 95, 100',
        ok: categories.every((category) => scores[category] >= targets[category]),
      });
      console.log(`             ${results.at(-1)!.metrics}`);
      // One entry per audit, as the last run reported it.
      const failing = [...new Map(results.flatMap((result) => result.failing).map((entry) => [entry.split(' ')[0], entry])).values()];
      if (failing.length) console.log(`             below 0.9: ${failing.join(', ')}`);
    }
    console.log(`\ntargets: performance >= ${targets.performance}, accessibility ${targets.accessibility}, best practices >= ${targets['best-practices']}, SEO ${targets.seo}`);
  } finally {
    await server.stop();
  }
}

await main();

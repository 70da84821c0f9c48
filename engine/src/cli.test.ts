import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const cli = resolve(here, 'cli.ts');

function run(args: string[], stdin: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', '--conditions=source', cli, ...args], { input: stdin, encoding: 'utf8', timeout: 60_000 });
}

// Each case starts a Node process with tsx, which takes a few seconds on a busy machine.
describe('engine CLI', { timeout: 60_000 }, () => {
  it('evaluates JSON lines in order and reports bad lines without stopping', () => {
    const lines = [
      JSON.stringify({ title: 'Introduction to Python', description: 'An introductory course for beginners: students learn Python programming, loops and functions.' }),
      'not json',
      JSON.stringify({ courseName: 'Graduate Seminar', summary: 'Restricted to graduate students. A research seminar on the current literature in compilers and program analysis.' }),
      JSON.stringify({ title: 42, description: 'x' }),
    ].join('\n');
    const result = run(['evaluate', '--field', 'summary'], lines);
    expect(result.status).toBe(0);
    const out = result.stdout.trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(out).toHaveLength(4);
    expect(out[0]?.error).toMatch(/"summary" must be a string/);
    expect(out[1]?.error).toMatch(/JSON/);
    expect(out[2]?.levelLabel).toBeTypeOf('string');
    expect(out[3]?.error).toMatch(/courseName/);
  });

  it('uses the description field by default', () => {
    const result = run(['evaluate'], JSON.stringify({ title: 'Welding', description: 'Students practise arc welding and metal fabrication safely in the workshop every week.' }));
    const out = JSON.parse(result.stdout) as { level: number; skills: { id: string }[] };
    expect(out.level).toBeGreaterThan(0);
    expect(out.skills.map((s) => s.id)).toContain('trades-and-technical.welding');
  });

  it('prints usage for an unknown command', () => {
    const result = run(['frobnicate'], '');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Usage');
  });
});

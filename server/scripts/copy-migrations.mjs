// The built server applies the SQL migrations at start-up; tsc does not copy them, so this does.
import { cpSync, rmSync } from 'node:fs';

const from = new URL('../src/db/migrations', import.meta.url);
const to = new URL('../dist/db/migrations', import.meta.url);
rmSync(to, { recursive: true, force: true });
cpSync(from, to, { recursive: true });

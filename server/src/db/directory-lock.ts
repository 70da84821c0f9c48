import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

export interface DirectoryLock {
  release(): void;
}

/**
 * The embedded database is one process's files: a second server on the same directory would corrupt
 * it. A lock file holding our pid stops that; a lock left by a process that no longer runs is taken over.
 */
export function acquireDirectoryLock(directory: string): DirectoryLock {
  const path = `${directory}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          rmSync(path, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(path, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && isRunning(holder)) {
        throw new Error(
          `The database in ${directory} is in use by a running server (pid ${holder}). ` +
            'Stop it first, or set DATA_DIR to another directory.',
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not lock ${directory}.`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

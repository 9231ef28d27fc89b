/** `npm run backup` while the bench's CMS runs, then `npm run restore` into an empty install: seconds each, archive size. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export function measureBackup({ root, work, name, env, emptyDatabase }) {
  const archive = path.join(work, `${name}-backup.tar.gz`);
  const run = (script, args, scriptEnv) => {
    const started = Date.now();
    execFileSync(process.execPath, [path.join(root, 'cms/scripts', script), ...args], {
      env: { ...process.env, ...scriptEnv },
      stdio: 'ignore',
    });
    return (Date.now() - started) / 1000;
  };
  const backupSeconds = run('backup.mjs', [archive], env);
  const publicDir = fs.mkdtempSync(path.join(work, `${name}-restored-public-`));
  const restoreSeconds = run('restore.mjs', [archive], { ...env, ...emptyDatabase, CMS_PUBLIC_DIR: publicDir });
  return { backupSeconds, restoreSeconds, archiveMb: fs.statSync(archive).size / 1e6 };
}

/** npm start: builds the site when there is no build yet, then serves it. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const buildDir = process.env.BUILD_DIR ?? 'build';
if (!existsSync(path.join(buildDir, 'client', 'index.html'))) {
  console.log('No build found: building the site first (npm run build).');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import('../server/main.ts');

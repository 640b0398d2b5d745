/**
 * bench:weight — first-load JS and CSS of every page of the build, and the ratio to an empty
 * React Router app (one route, same versions, same settings) built here for comparison.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pages } from '../app/pages.ts';
import { measurePage, readManifests, routeIdsOf } from '../scripts/page-weight.ts';
import { report } from './lib/report.ts';

const clientDir = path.resolve(process.env.BUILD_DIR ?? 'build', 'client');
const emptyApp = path.resolve('bench', '.empty-app');

const emptyAppFiles: Record<string, string> = {
  'react-router.config.ts': "export default { ssr: false, prerender: ['/'] };\n",
  'vite.config.ts':
    "import { reactRouter } from '@react-router/dev/vite';\nexport default { plugins: [reactRouter()], build: { manifest: true } };\n",
  'app/routes.ts':
    "import { index } from '@react-router/dev/routes';\nexport default [index('routes/home.tsx')];\n",
  'app/routes/home.tsx': 'export default function Home() {\n  return <h1>Empty</h1>;\n}\n',
  'app/root.tsx': `import { Links, Meta, Outlet, Scripts } from 'react-router';
export function Layout({ children }: { children: React.ReactNode }) {
  return (<html lang="en"><head><Meta /><Links /></head><body>{children}<Scripts /></body></html>);
}
export default function App() { return <Outlet />; }
`,
};

rmSync(emptyApp, { recursive: true, force: true });
for (const [file, content] of Object.entries(emptyAppFiles)) {
  mkdirSync(path.dirname(path.join(emptyApp, file)), { recursive: true });
  writeFileSync(path.join(emptyApp, file), content);
}
execFileSync(process.execPath, [path.resolve('node_modules/@react-router/dev/bin.cjs'), 'build'], {
  cwd: emptyApp,
  stdio: 'ignore',
});
const emptyClient = path.join(emptyApp, 'build', 'client');
const baseline = measurePage(emptyClient, readManifests(emptyClient, emptyApp), '/', ['root', 'routes/home']);
rmSync(emptyApp, { recursive: true, force: true });

const manifests = readManifests(clientDir);
const KB = 1024;
const rows = [
  {
    page: '(empty React Router app)',
    'JS KB gzip': +(baseline.jsGzip / KB).toFixed(1),
    'CSS KB gzip': 0,
    'JS ratio': 1,
  },
  ...pages.map((entry) => {
    const weight = measurePage(clientDir, manifests, entry.path, routeIdsOf(entry));
    return {
      page: entry.path,
      'JS KB gzip': +(weight.jsGzip / KB).toFixed(1),
      'CSS KB gzip': +(weight.cssGzip / KB).toFixed(1),
      'JS ratio': +(weight.jsGzip / baseline.jsGzip).toFixed(2),
    };
  }),
];
report('weight', rows);

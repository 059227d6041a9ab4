// npm run generate: writes the files that follow from the route table (firebase.json's Hosting
// routes). `npm run generate -- --check` writes nothing and fails when a committed file differs.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { repoRoot } from '../emulators/config.ts';
import { differingFiles, generatedFiles } from './firebase-json.ts';

const check = process.argv.includes('--check');
const files = await generatedFiles(repoRoot);
const differing = await differingFiles(repoRoot, files);
if (check && differing.length > 0) {
  console.error(
    `${differing.join(', ')}: not what the route table gives (web/src/app/route-table.ts, tools/generate/).` +
      ' Run `npm run generate` and commit the result; edit the table or tools/generate/, not the file.',
  );
  process.exit(1);
}
for (const file of files) if (differing.includes(file.path)) await writeFile(join(repoRoot, file.path), file.text);
console.log(differing.length === 0 ? 'generate: every file is up to date' : `generate: wrote ${differing.join(', ')}`);

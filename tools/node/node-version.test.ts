import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

describe("the project's Node", () => {
  const pinned = (JSON.parse(read('package.json')) as { optionalDependencies: { node: string } }).optionalDependencies
    .node;

  it("is the same build for npm's scripts (the `node` package) and for use-node.sh, of .nvmrc's major", () => {
    expect(read('tools/node/use-node.sh')).toContain(`version="\${VOA_NODE_VERSION:-${pinned}}"`);
    expect(pinned.split('.')[0]).toBe(read('.nvmrc').trim());
  });

  it('runs these tests', () => {
    expect(process.versions.node.split('.')[0]).toBe(read('.nvmrc').trim());
  });
});

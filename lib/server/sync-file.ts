import 'server-only';
import fs from 'node:fs';
import path from 'node:path';

/** Makes `file` durable: the file, then its folder (its name), synced. */
export async function syncFile(file: string) {
  const handle = await fs.promises.open(file, 'r');
  await handle.sync();
  await handle.close();
  const dir = await fs.promises.open(path.dirname(file), 'r');
  await dir.sync();
  await dir.close();
}

// Writes a brotli (.br) and a gzip (.gz) copy next to every text file of web/dist, at the
// strongest settings (this runs once per build, not per request); the server sends the copy
// the browser accepts (crates/server/src/web_files.rs). A copy that would not be smaller is
// not written, and the server then sends the file as it is.
import { readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const dist = new URL("../dist/", import.meta.url).pathname;
const TEXT = /\.(html|js|mjs|css|svg|json|txt|map|webmanifest)$/;

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : TEXT.test(name) ? [path] : [];
  });
}

let raw = 0;
let br = 0;
let gz = 0;
for (const path of files(dist)) {
  const data = readFileSync(path);
  const brotli = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  const gzip = gzipSync(data, { level: 9 });
  raw += data.length;
  if (brotli.length < data.length) writeFileSync(`${path}.br`, brotli);
  if (gzip.length < data.length) writeFileSync(`${path}.gz`, gzip);
  br += Math.min(brotli.length, data.length);
  gz += Math.min(gzip.length, data.length);
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`compressed web/dist: ${kb(raw)} raw, ${kb(gz)} gzip, ${kb(br)} brotli`);

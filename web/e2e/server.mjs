// The real server binary on 127.0.0.1 (port 0), serving the built client from web/dist,
// with a fresh SQLite file. INTERREGNUM_BIN overrides where the binary is.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const here = new URL("..", import.meta.url).pathname;
// The newest of the release and debug builds (CI's `cargo test` leaves a debug one).
function newestBuild() {
  const found = ["release", "debug"]
    .map((p) => join(here, `../target/${p}/interregnum`))
    .filter((p) => existsSync(p))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  return found[0] ?? join(here, "../target/release/interregnum");
}
export const BIN = process.env.INTERREGNUM_BIN ?? newestBuild();
export const haveServer = existsSync(BIN) && existsSync(join(here, "dist/index.html"));

/** Starts the server; `extraArgs` are more `serve` flags (such as a cheaper review). */
export async function startServer(extraArgs = []) {
  const dir = mkdtempSync(join(tmpdir(), "interregnum-e2e-"));
  const child = spawn(
    BIN,
    [
      "serve",
      "--addr",
      "127.0.0.1:0",
      "--db",
      join(dir, "e2e.db"),
      "--web",
      join(here, "dist"),
      ...extraArgs,
    ],
    {
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let log = "";
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${log}`)), 30_000);
    child.stderr.on("data", (chunk) => {
      log += chunk;
      const m = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(log);
      if (m) {
        clearTimeout(timer);
        resolve(m[1] + "/");
      }
    });
    child.on("exit", (code) => reject(new Error(`the server exited (${code}):\n${log}`)));
  });
  return {
    url,
    dir,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", resolve);
        child.kill("SIGTERM");
      }),
  };
}

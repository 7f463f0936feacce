// The browser client as a new player gets it: the bytes of the first load of the home page
// (compressed, as sent over the wire, with an empty cache) and the time from the click on
// "Play" (Claim against the easy bot) to a table with the hand drawn and the first decision
// shown. Runs the real server binary (the newest of target/release and target/debug, or
// INTERREGNUM_BIN) on 127.0.0.1 serving web/dist, in Debian's Chromium through playwright-core.
//
//   cd web && npm run build && cd .. && node bench/web/first-load.mjs [runs]
//
// Figures and the machine they were taken on: docs/benchmarks.md ("The browser client").
import { createRequire } from "node:module";

const web = new URL("../../web/", import.meta.url);
const require = createRequire(new URL("package.json", web));
const { chromium } = require("playwright-core");
const { startServer } = await import(new URL("e2e/server.mjs", web));

const runs = Number(process.argv[2] ?? 5);
const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-component-update", "--no-first-run"],
});

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const loads = [];
const playable = [];
let files = [];
try {
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const sizes = [];
    page.on("requestfinished", async (request) => {
      if (!request.url().startsWith(server.url)) return;
      const s = await request.sizes();
      const response = await request.response();
      sizes.push({
        url: new URL(request.url()).pathname,
        wire: s.responseBodySize + s.responseHeadersSize,
        encoding: response?.headers()["content-encoding"] ?? "none",
      });
    });
    await page.goto(server.url, { waitUntil: "networkidle" });
    await page.getByTestId("quick-play").waitFor();
    // The first load is everything the home page fetched before the player clicks.
    loads.push(sizes.reduce((sum, s) => sum + s.wire, 0));
    files = sizes.filter((s) => !s.url.startsWith("/api/"));
    await page.getByTestId("quick-game").selectOption("claim");
    await page.getByTestId("quick-level").selectOption("easy");
    const start = Date.now();
    await page.getByTestId("quick-play").click();
    await page.getByTestId("hand").waitFor();
    await page.locator('[data-testid="legal-card"], [data-testid="status"]').first().waitFor();
    playable.push(Date.now() - start);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`server: ${server.url}`);
for (const f of files) console.log(`  ${f.url}: ${kb(f.wire)} on the wire (${f.encoding})`);
console.log(`first load, on the wire: ${kb(median(loads))} (median of ${runs})`);
console.log(`click to playable table: ${median(playable)} ms (median of ${runs}; all: ${playable.join(", ")})`);

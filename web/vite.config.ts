import { svelte } from "@sveltejs/vite-plugin-svelte";
import { defineConfig } from "vitest/config";

// The server serves web/dist at `/`; during `npm run dev` API and WebSocket calls go to a
// server started with `cargo run --release -- serve` (INTERREGNUM_SERVER overrides where).
const server = process.env.INTERREGNUM_SERVER ?? "http://127.0.0.1:8080";

export default defineConfig({
  plugins: [svelte()],
  server: {
    fs: { allow: [".."] },
    proxy: {
      "/api": { target: server },
      "/ws": { target: server.replace(/^http/, "ws"), ws: true },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
  },
  test: {
    include: ["test/**/*.test.ts"],
    environment: "node",
  },
});

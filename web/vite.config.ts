import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { katexWoff2Only } from "./build/katex-woff2-only.ts";
import { precompress } from "./build/precompress.ts";

// The API (api/src/index.ts) listens on 3000 in development; in production it serves web/dist itself,
// so the app always talks to its own origin and the session cookie stays first-party.
const API_TARGET = "http://127.0.0.1:3000";

export default defineConfig({
  // The router plugin must run before the React plugin so it can split route files first.
  plugins: [
    tanstackRouter({ target: "react", autoCodeSplitting: true, quoteStyle: "double", semicolons: true }),
    react(),
    tailwindcss(),
    katexWoff2Only(),
    // Last: compresses what the other plugins wrote (brotli and gzip copies the API serves).
    precompress(),
  ],
  // "@/…" imports resolve through the paths in tsconfig.json, so the editor and the bundler agree.
  resolve: { tsconfigPaths: true },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      "/api": { target: API_TARGET, changeOrigin: false },
      "/socket.io": { target: API_TARGET, ws: true, changeOrigin: false },
    },
  },
  preview: { port: 4173 },
  build: {
    // Monaco is one lazily loaded ~3 MB chunk, only on editor pages; the landing page stays ~150 KB gzipped.
    chunkSizeWarningLimit: 3300,
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks each route loads (bench/problem-page-transfer.ts reads it; not served).
    manifest: true,
  },
});

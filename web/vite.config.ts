import { fileURLToPath } from "node:url";
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
  resolve: {
    tsconfigPaths: true,
    // The editor's Vim and Emacs bindings (loaded lazily) were written against older Monaco packaging; these
    // three lines point them at the one Monaco the app bundles, so no second copy and no extra grammars come along.
    alias: [
      // monaco-vim imports deep paths (monaco-editor/esm/vs/…); 0.57's exports map serves them from the root.
      { find: /^monaco-editor\/esm\/vs\/(.*)$/, replacement: "monaco-editor/$1" },
      // monaco-emacs requires "monaco-editor", the entry with every grammar and language service; it uses only the API.
      { find: /^monaco-editor$/, replacement: "monaco-editor/editor/editor.api" },
      // monaco-vim's "browser" export is a UMD build carrying its own copy of Monaco internals; its ES module shares ours.
      {
        find: /^monaco-vim$/,
        replacement: fileURLToPath(new URL("./node_modules/monaco-vim/dist/index.mjs", import.meta.url)),
      },
    ],
  },
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

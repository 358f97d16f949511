/**
 * `bun run dev`: migrate and seed, then the API in watch mode, a worker and Vite with hot reload on :5173
 * (Vite proxies /api and /socket.io to the API on PORT).
 */
import { fileURLToPath } from "node:url";
import { loadScriptEnv } from "./env.ts";
import { prepareDatabase } from "./preflight.ts";
import { superviseChildren } from "./supervise.ts";

const env = loadScriptEnv();
const root = fileURLToPath(new URL("..", import.meta.url));
await prepareDatabase(env);

await superviseChildren(
  [
    {
      name: "api",
      cmd: [process.execPath, "--watch", "api/src/index.ts"],
      // Links in e-mails (password reset) open the page Vite serves, unless APP_URL says otherwise.
      env: { APP_URL: env.APP_URL ?? "http://localhost:5173" },
    },
    { name: "worker", cmd: [process.execPath, "--watch", "worker/src/index.ts"] },
    { name: "web", cmd: [process.execPath, "x", "vite", "--config", "web/vite.config.ts", "web"] },
  ],
  {
    cwd: root,
    healthUrl: `http://127.0.0.1:${env.PORT}/api/v1/health`,
    onReady: () => console.log(`\n  Dev servers up: http://localhost:5173 (Vite) → API on :${env.PORT}\n`),
  },
);

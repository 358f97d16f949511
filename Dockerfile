# One image per process, from one build. `docker compose up` builds both targets.
FROM oven/bun:1.4.5 AS deps
WORKDIR /app
COPY package.json bun.lock bunfig.toml tsconfig.base.json ./
COPY api/package.json api/
COPY worker/package.json worker/
COPY web/package.json web/
COPY packages/shared/package.json packages/shared/
COPY packages/db/package.json packages/db/
RUN bun install --frozen-lockfile

FROM deps AS source
COPY . .

FROM source AS web-build
RUN bun --cwd web run build

# API: serves /api/v1, /socket.io and the built SPA. Migrates and seeds before listening (both idempotent).
FROM source AS api
COPY --from=web-build /app/web/dist web/dist
ENV NODE_ENV=production PORT=3000
EXPOSE 3000
CMD ["sh", "-c", "bun packages/db/src/cli/seed.ts && exec bun api/src/index.ts"]

# Worker: runs submissions in bubblewrap, so it carries the language runtimes. Node 20 comes from the official
# image (Debian bookworm's own nodejs is 18); Bun is copied in to run the worker itself (and TypeScript submissions);
# g++ compiles C++ submissions.
FROM node:20-bookworm-slim AS worker
COPY --from=oven/bun:1.4.5 /usr/local/bin/bun /usr/local/bin/bun
RUN apt-get update \
 && apt-get install -y --no-install-recommends bubblewrap python3 openjdk-17-jdk-headless g++ make util-linux \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=source /app /app
# Dolos's tree-sitter bindings (plagiarism reports, docs/plagiarism.md): the Bun-only install stage cannot build them.
RUN bun scripts/build-dolos.ts
ENV NODE_ENV=production
CMD ["bun", "worker/src/index.ts"]

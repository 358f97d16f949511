import { defineConfig } from "drizzle-kit";

// Only `generate` uses this file; it never connects, so no credentials are needed here.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/schema/index.ts",
  out: "./migrations",
  casing: "snake_case",
});

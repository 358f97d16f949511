import { expect, test } from "bun:test";
import { createRunner } from "./index.ts";

test("createRunner picks Judge0 when a URL is configured, else the local sandbox", async () => {
  const judge0 = createRunner({ judge0Url: "http://127.0.0.1:2358", judge0Token: "t", slots: 2 });
  expect(judge0.name).toBe("judge0");
  const local = createRunner({ slots: 1 });
  expect(local.name).toBe("local-sandbox");
  await Promise.all([judge0.close(), local.close()]);
});

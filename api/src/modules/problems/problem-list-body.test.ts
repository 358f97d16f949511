import { describe, expect, test } from "bun:test";
import { solvedProblems } from "@grindstone/db";
import { solvedSetKey } from "@grindstone/shared/server";
import { fileTestApp } from "../../test/file-app.ts";
import { makeAdmin, signUp } from "../../test/harness.ts";
import { contestWindow, contestWith, hiddenProblem, listFromScratch } from "./hidden-problem-fixtures.ts";
import type { ProblemViewer } from "./problem-access.ts";
import type { RowHead } from "./problem-list-json.ts";

/**
 * The list route answers with pre-serialised fragments (problem-list-json.ts). Its bytes must be exactly
 * JSON.stringify of the typed response computed from scratch, for every kind of caller and on every path: the
 * first build, the copy this instance keeps, and the gzipped copy.
 */
const t = fileTestApp();
const { cleanup } = t;

const LIST = "/api/v1/problems/get-all-problems";
type Client = Awaited<ReturnType<typeof signUp>>;

async function listBytes(u: Client, gzip: boolean) {
  const res = await t.app.request(LIST, {
    headers: { cookie: u.c.cookie, "accept-encoding": gzip ? "gzip" : "identity" },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/json; charset=UTF-8");
  const bytes = new Uint8Array(await res.arrayBuffer());
  return new TextDecoder().decode(gzip ? Bun.gunzipSync(bytes) : bytes);
}

async function solve(userId: string, problemId: string) {
  await t.ctx.db.insert(solvedProblems).values({ userId, problemId });
  // As the worker mirrors a solve (markSolvedProblem); the set may not be loaded yet, which the list also handles.
  await t.ctx.redis.sadd(solvedSetKey(t.ctx.env.REDIS_PREFIX, userId), problemId);
}

describe("the problems list body", () => {
  test("is JSON.stringify of the typed list for admins, participants, outsiders and solvers, on every path", async () => {
    const w = contestWindow();
    const hidden = await hiddenProblem(t.ctx);
    const open = [
      await hiddenProblem(t.ctx, { isPublic: true }),
      await hiddenProblem(t.ctx, { isPublic: true }),
    ];
    const [admin, participant, outsider, solver] = await Promise.all([1, 2, 3, 4].map(() => signUp(t.app)));
    await makeAdmin(t.ctx, admin!.user.id);
    const contest = await contestWith(t.ctx, {
      problemIds: [hidden.id],
      start: w.start,
      end: w.end,
      registered: [participant!.user.id],
    });
    cleanup.push(hidden.remove, ...open.map((p) => p.remove), contest.remove);
    await solve(solver!.user.id, open[0]!.id);
    await solve(participant!.user.id, hidden.id);
    await solve(admin!.user.id, hidden.id);

    const viewers: [Client, ProblemViewer][] = [
      [admin!, { id: admin!.user.id, role: "ADMIN" }],
      [participant!, { id: participant!.user.id, role: "USER" }],
      [outsider!, { id: outsider!.user.id, role: "USER" }],
      [solver!, { id: solver!.user.id, role: "USER" }],
    ];
    const check = async () => {
      for (const [u, viewer] of viewers) {
        const expected = JSON.stringify(await listFromScratch(t.ctx, viewer));
        // The first call builds (or reuses) the list, the next ones are served from this instance's copies.
        for (const gzip of [false, false, true]) expect(await listBytes(u, gzip)).toBe(expected);
      }
    };
    for (const instant of [w.live, w.after]) {
      t.ctx.clock = () => instant;
      await check();
    }
    // A solve after the solver's list was cached changes their body, and only theirs.
    await solve(solver!.user.id, open[1]!.id);
    await check();
  });

  test("is not served to an anonymous caller", async () => {
    const res = await t.app.request(LIST);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: "Please sign in to continue", code: "UNAUTHENTICATED" });
  });

  test("is assembled only from fragments made from typed rows", () => {
    // @ts-expect-error a row's JSON comes from serialiseRow(fields typed from ProblemListItem), never a literal
    const forged: RowHead = '{"id":"x"';
    expect(forged).toBeString();
  });
});

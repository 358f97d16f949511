import { DEMO_TAG } from "@grindstone/shared";
import { eq } from "drizzle-orm";
import type { Db } from "../client.ts";
import { problems, testCases } from "../schema/problems.ts";
import type { SeedProblem } from "./types.ts";

/**
 * Inserts each seed problem (with its tests, in one transaction) unless a problem with its slug exists.
 * Existing rows are left alone: an admin may have edited a demo problem, and a restart must not undo that. The one
 * exception: the first seed tagged every problem "Demo"; a row whose tags are still exactly that gets the current
 * tags, so "Demo" stays only where it means something.
 */
export async function seedProblems(db: Db, list: SeedProblem[], adminId: string) {
  const ids: string[] = [];
  for (const p of list) {
    const [existing] = await db
      .select({ id: problems.id, tags: problems.tags })
      .from(problems)
      .where(eq(problems.slug, p.slug));
    if (existing) {
      if (!p.tags.includes(DEMO_TAG) && sameTags(existing.tags, [DEMO_TAG, ...p.tags])) {
        await db.update(problems).set({ tags: p.tags }).where(eq(problems.id, existing.id));
      }
      ids.push(existing.id);
      continue;
    }
    const id = await db.transaction(async (tx) => {
      const { testCases: tests, ...fields } = p;
      const [row] = await tx
        .insert(problems)
        .values({ ...fields, createdBy: adminId })
        .returning({ id: problems.id });
      await tx.insert(testCases).values(tests.map((t, position) => ({ ...t, position, problemId: row!.id })));
      return row!.id;
    });
    ids.push(id);
  }
  return ids;
}

const sameTags = (a: string[], b: string[]) => a.length === b.length && a.every((t, i) => t === b[i]);

import { eq } from "drizzle-orm";
import type { Db } from "../client.ts";
import { problems } from "../schema/problems.ts";

/** A problem's reference solutions by language (worker only: they never leave the judge), or null if unknown. */
export async function getReferenceSolutions(db: Db, problemId: string) {
  const [row] = await db
    .select({ referenceSolutions: problems.referenceSolutions })
    .from(problems)
    .where(eq(problems.id, problemId));
  return row?.referenceSolutions ?? null;
}

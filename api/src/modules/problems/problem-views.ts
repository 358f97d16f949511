import { type ProblemRow, problems } from "@grindstone/db";
import {
  type ContestLock,
  inLanguageOrder,
  type ProblemAttributionView,
  type ProblemDetail,
  type ProblemListItem,
  publicJudgePolicy,
  readJudgePolicy,
  type StoredTestFile,
} from "@grindstone/shared";

/** The columns a list row needs (never descriptions, tests or solutions). */
export const listColumns = {
  id: problems.id,
  title: problems.title,
  difficulty: problems.difficulty,
  tags: problems.tags,
  companies: problems.companies,
  acceptedCount: problems.acceptedCount,
  judgedCount: problems.judgedCount,
  createdAt: problems.createdAt,
  isPublic: problems.isPublic,
};

export const acceptanceOf = (p: Pick<ProblemRow, "acceptedCount" | "judgedCount">) =>
  p.judgedCount === 0 ? 0 : Math.round((p.acceptedCount / p.judgedCount) * 1000) / 10;

type ListFields = Pick<
  ProblemRow,
  | "id"
  | "title"
  | "difficulty"
  | "tags"
  | "companies"
  | "acceptedCount"
  | "judgedCount"
  | "createdAt"
  | "isPublic"
>;

/** The fields of a list row that depend on who asks; every other field is the same for every caller. */
type ViewerKey = "solvedBy" | "isSolved";
export type SharedListFields = Omit<ProblemListItem, ViewerKey>;
export type ViewerListFields = Pick<ProblemListItem, ViewerKey>;

/** Declared from ProblemListItem, so a field added to it or removed from it fails the build here. */
export const sharedListFields = (p: ListFields): SharedListFields => ({
  id: p.id,
  title: p.title,
  difficulty: p.difficulty,
  tags: p.tags,
  companies: p.companies,
  acceptance: acceptanceOf(p),
  createdAt: p.createdAt.toISOString(),
  isPublic: p.isPublic,
});

/** A list row carries only the caller's own solve, never anyone else's id. */
export const viewerListFields = (userId: string, solved: boolean): ViewerListFields => ({
  solvedBy: solved ? [{ userId }] : [],
  isSolved: solved,
});

/**
 * Shared fields first, the caller's last: the pre-serialised list (problem-list-json.ts) appends the caller's part
 * to a cached head, and its bytes are this object's JSON.stringify.
 */
export const toListItem = (p: ListFields, userId: string, solved: boolean): ProblemListItem => ({
  ...sharedListFields(p),
  ...viewerListFields(userId, solved),
});

/**
 * The problem page's view, and the only place a problem is turned into a response. Learners get visible tests only
 * and never a reference solution; admins (who edit problems) get everything, with hidden tests flagged. Texts the
 * problem may lack are "" (never null) and per-language objects come in LANGUAGES order (see inLanguageOrder).
 */
export function toDetail(
  p: ProblemRow,
  tests: {
    input: string;
    output: string;
    hidden: boolean;
    pretest: boolean;
    interaction: string;
    inputFile?: StoredTestFile;
    outputFile?: StoredTestFile;
  }[],
  viewer: { id: string; isAdmin: boolean },
  solved: boolean,
  contestLock: ContestLock | null = null,
): ProblemDetail {
  const policy = readJudgePolicy(p.judgePolicy);
  return {
    ...toListItem(p, viewer.id, solved),
    description: p.description,
    constraints: p.constraints,
    // Withheld, not just hidden by the screens, while a live contest holds the problem.
    hints: contestLock ? "" : (p.hints ?? ""),
    editorial: contestLock ? "" : (p.editorial ?? ""),
    examples: inLanguageOrder(p.examples),
    codeSnippets: inLanguageOrder(p.codeSnippets),
    testcases: viewer.isAdmin
      ? tests.map((t) => ({
          input: t.input,
          output: t.output,
          hidden: t.hidden,
          pretest: t.pretest,
          interaction: t.interaction,
          ...(t.inputFile ? { inputFile: t.inputFile } : {}),
          ...(t.outputFile ? { outputFile: t.outputFile } : {}),
        }))
      : tests
          .filter((t) => !t.hidden)
          .map((t) => ({ input: t.input, output: t.output, interaction: t.interaction })),
    ...(viewer.isAdmin ? { referenceSolutions: inLanguageOrder(p.referenceSolutions) } : {}),
    ...(viewer.isAdmin ? { inputValidators: p.inputValidators } : {}),
    canChallenge:
      p.inputValidators.length > 0 &&
      Object.values(p.referenceSolutions ?? {}).some(Boolean) &&
      policy.type === "pass-fail",
    // The original fields, from the policy (its one home), so the spec's client keeps reading them.
    cpuTimeLimitMs: policy.limits.timeMs,
    memoryLimitKb: policy.limits.memoryKb,
    judging: publicJudgePolicy(policy),
    ...(viewer.isAdmin ? { judgePolicy: policy } : {}),
    updatedAt: p.updatedAt.toISOString(),
    contestLock,
    attribution: attributionView(p.attribution),
  };
}

/** The stored credit as the page shows it; a row imported before the licence's name was kept shows its value. */
const attributionView = (a: ProblemRow["attribution"]): ProblemAttributionView | null =>
  a === null
    ? null
    : {
        source: a.source,
        authors: a.authors,
        license: a.license,
        licenseName: a.licenseName ?? a.license,
        licenseUrl: a.licenseUrl ?? null,
        rightsOwner: a.rightsOwner,
        text: a.text,
      };

import { LANGUAGES, type Language } from "@grindstone/shared";

/**
 * Code kept in localStorage per user × problem × language, and the language last chosen per user × problem.
 * Keys carry the user so a shared browser never shows one person's code to another. Storage can be full or
 * disabled (private windows): then nothing is kept and nothing fails.
 */
const PREFIX = "grindstone:v1";

export interface DraftScope {
  userId: string;
  problemId: string;
}

const draftKey = ({ userId, problemId }: DraftScope, language: Language) =>
  `${PREFIX}:draft:${userId}:${problemId}:${language}`;
const languageKey = ({ userId, problemId }: DraftScope) => `${PREFIX}:language:${userId}:${problemId}`;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Quota or disabled storage: the editor still holds the code for this visit.
  }
}

export const readDraft = (scope: DraftScope, language: Language) => read(draftKey(scope, language));

/** Code equal to the starter is not a draft: storing it would pin an old starter after an admin edits it. */
export function saveDraft(scope: DraftScope, language: Language, code: string, starter: string) {
  write(draftKey(scope, language), code === starter ? null : code);
}

export function readLanguage(scope: DraftScope): Language | null {
  const value = read(languageKey(scope));
  return LANGUAGES.find((l) => l === value) ?? null;
}

export const saveLanguage = (scope: DraftScope, language: Language) => write(languageKey(scope), language);

/** A custom case of the Testcase panel, as kept: the input and the expected output ("" asks the reference). */
export interface StoredCase {
  input: string;
  expected: string;
}

/**
 * The most characters of cases kept per user × problem. Storage is ~5 MB for the whole site and one run's input
 * may be 1 MB: larger cases stay for the visit, and only the leading cases that fit are kept.
 */
export const MAX_STORED_CASES_CHARS = 64_000;

const casesKey = ({ userId, problemId }: DraftScope) => `${PREFIX}:cases:${userId}:${problemId}`;

/** The leading cases whose JSON fits in MAX_STORED_CASES_CHARS. */
export function casesThatFit(cases: StoredCase[]): StoredCase[] {
  let size = 2;
  const kept: StoredCase[] = [];
  for (const { input, expected } of cases) {
    size += JSON.stringify({ input, expected }).length + 1;
    if (size > MAX_STORED_CASES_CHARS) break;
    kept.push({ input, expected });
  }
  return kept;
}

/** Stored cases, or null when none are kept (or what is kept is not a list of cases: an old or edited entry). */
export function parseCases(raw: string | null): StoredCase[] | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return null;
    const isCase = (c: unknown): c is StoredCase =>
      typeof c === "object" &&
      c !== null &&
      typeof (c as StoredCase).input === "string" &&
      typeof (c as StoredCase).expected === "string";
    return value.every(isCase) ? value.map(({ input, expected }) => ({ input, expected })) : null;
  } catch {
    return null;
  }
}

export const readCases = (scope: DraftScope) => parseCases(read(casesKey(scope)));

/** Cases equal to the problem's own are not kept: storing them would pin old tests after an admin edits them. */
export function saveCases(scope: DraftScope, cases: StoredCase[], initial: StoredCase[]) {
  const json = JSON.stringify(casesThatFit(cases));
  write(casesKey(scope), json === JSON.stringify(initial) ? null : json);
}

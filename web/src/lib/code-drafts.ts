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

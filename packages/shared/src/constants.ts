// Business constants from the product spec (§9). Everything that both the web and the API need lives here.

import { LANGUAGES, type Language } from "./languages.ts";

export * from "./languages.ts";

/**
 * A per-language object (snippets, examples, reference solutions) with its keys in LANGUAGES order. Postgres jsonb
 * stores keys shortest first (JAVA, PYTHON, JAVASCRIPT), and the spec's client picks "the third key" as its default
 * (§2.6), so every response that carries one goes through this.
 */
export function inLanguageOrder<T>(byLanguage: Partial<Record<Language, T>>): Partial<Record<Language, T>> {
  const ordered: Partial<Record<Language, T>> = {};
  for (const language of LANGUAGES)
    if (byLanguage[language] !== undefined) ordered[language] = byLanguage[language];
  return ordered;
}

export const DIFFICULTIES = ["EASY", "MEDIUM", "HARD"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const ROLES = ["ADMIN", "USER"] as const;
export type Role = (typeof ROLES)[number];

export const PLANS = ["FREE", "PAID"] as const;
export type Plan = (typeof PLANS)[number];

export const CONTEST_STATUSES = ["LIVE", "UPCOMING", "ENDED"] as const;
export type ContestStatus = (typeof CONTEST_STATUSES)[number];

export const PAGE_SIZE = { problems: 5, adminUsers: 10 } as const;

/** Session lifetime: the JWT and its cookie expire together. */
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

/** Largest JSON body the API reads; problem bodies with several 1 MB test cases fit, anything larger is 413. */
export const MAX_BODY_BYTES = 8 * 1024 * 1024;

/** The tag that marks seeded problems; problems carrying it cannot be deleted (spec §5). */
export const DEMO_TAG = "Demo";

import { LANGUAGE_TABLE, type Language } from "@grindstone/shared";
import type { PerLanguage } from "./examples.ts";

/** What the form needs to know of a language: its key, and whether every problem must carry it. */
export type LanguageRow = { key: Language; required: boolean };

/** The form's per-language code (any language may be missing: it counts as left empty). */
export interface LanguageValues {
  codeSnippets: PerLanguage<string>;
  referenceSolutions: PerLanguage<string>;
}

const blank = (text: string) => text.trim() === "";

/**
 * The per-language code of a create or update body. A required language is sent as the form holds it, so the shared
 * schema names what is missing. An optional language left entirely empty is not sent at all (no key); one partly
 * filled sends only its filled half, so the schema's "<Label> solution is required" (or "code snippet") names the
 * missing half. `offered` lists the languages sent, in registry order: the shared example goes under each of them.
 */
export function languageParts(values: LanguageValues, rows: readonly LanguageRow[] = LANGUAGE_TABLE) {
  const codeSnippets: PerLanguage<string> = {};
  const referenceSolutions: PerLanguage<string> = {};
  const offered: Language[] = [];
  for (const { key, required } of rows) {
    const snippet = values.codeSnippets[key] ?? "";
    const solution = values.referenceSolutions[key] ?? "";
    if (required || !blank(snippet)) codeSnippets[key] = snippet;
    if (required || !blank(solution)) referenceSolutions[key] = solution;
    if (key in codeSnippets || key in referenceSolutions) offered.push(key);
  }
  return { codeSnippets, referenceSolutions, offered };
}

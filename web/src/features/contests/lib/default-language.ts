import { LANGUAGES, type Language } from "@grindstone/shared";

/**
 * Spec §2.13/§4: the third available language of the problem's starter snippets (Java in the expected order
 * JAVASCRIPT, PYTHON, JAVA); with fewer snippets, the last there is.
 */
export function defaultLanguage(codeSnippets: Partial<Record<Language, string>>): Language {
  const available = LANGUAGES.filter((l) => codeSnippets[l] !== undefined);
  return available[2] ?? available[available.length - 1] ?? "JAVASCRIPT";
}

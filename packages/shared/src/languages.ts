/**
 * The one table of languages the judge accepts. Every other language table (the API's id lookup, the queue's enum,
 * the problem forms' messages, the editor's Monaco ids and labels, the database column) derives from it; the worker
 * adds one descriptor per row (worker/src/runners/languages/<lang>.ts) saying how the language compiles and runs.
 *
 * Order matters: per-language objects are returned in this order, and the spec's client picks the third key as its
 * default (§2.6), so new languages go after the spec's three.
 */
export const LANGUAGE_TABLE = [
  {
    key: "JAVASCRIPT",
    label: "JavaScript",
    monacoId: "javascript",
    judge0Id: 63,
    extension: "js",
    required: true,
  },
  { key: "PYTHON", label: "Python", monacoId: "python", judge0Id: 71, extension: "py", required: true },
  { key: "JAVA", label: "Java", monacoId: "java", judge0Id: 62, extension: "java", required: true },
  {
    key: "TYPESCRIPT",
    label: "TypeScript",
    monacoId: "typescript",
    judge0Id: 74,
    extension: "ts",
    required: false,
  },
  { key: "CPP", label: "C++", monacoId: "cpp", judge0Id: 54, extension: "cpp", required: false },
] as const satisfies readonly LanguageRow[];

type LanguageRow = {
  /** The wire and database name. */
  key: string;
  /** What users read. */
  label: string;
  /** The Monaco editor's language id. */
  monacoId: string;
  /** Judge0's language id, which is also the API's `language_id` (spec §9). */
  judge0Id: number;
  extension: string;
  /** Problem forms require a snippet and a reference solution in it (the spec's three); the others are optional. */
  required: boolean;
};

type Row = (typeof LANGUAGE_TABLE)[number];
export type Language = Row["key"];

const mapRows = <V>(value: (row: Row) => V) =>
  Object.fromEntries(LANGUAGE_TABLE.map((row) => [row.key, value(row)])) as Record<Language, V>;

export const LANGUAGES = LANGUAGE_TABLE.map((row) => row.key) as [Language, ...Language[]];
/** The languages every problem carries (snippet, reference solution and example). */
export const REQUIRED_LANGUAGES: Language[] = LANGUAGE_TABLE.filter((row) => row.required).map(
  (row) => row.key,
);
export const LANGUAGE_LABEL = mapRows((row) => row.label);
export const MONACO_LANGUAGE = mapRows((row) => row.monacoId);
export const LANGUAGE_IDS = mapRows((row) => row.judge0Id);
export const LANGUAGE_BY_ID: Record<number, Language> = Object.fromEntries(
  LANGUAGE_TABLE.map((row) => [row.judge0Id, row.key]),
);

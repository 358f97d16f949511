import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { PACKAGE_EXTRAS_FILE, packageExtrasSchema } from "@grindstone/db/problem-export";

/** Who made a problem and on what terms it may be shown: what the problem page must credit. */
export interface Attribution {
  /** The problem's name in English (or the first language given). */
  name: string | null;
  source: { name: string; url: string | null } | null;
  /** Authors (legacy `author`, 2023-07 `credits` or `credits.authors`), e-mail addresses left out. */
  authors: string[];
  /**
   * `license` as the package writes it, lower-cased; when it gives none, the set's licence file's ("apache-2.0",
   * "mit": licenseFromFile), else "unknown" (the format's default).
   */
  license: string;
  /** The licence as people name it ("CC BY-SA 4.0", "Apache-2.0"; the value itself when we do not know it). */
  licenseName: string;
  licenseUrl: string | null;
  /** `rights_owner`, else (as the format defines it) the authors, else the source. */
  rightsOwner: string | null;
  /** One sentence a problem page can show, naming everything above that the licence asks to credit. */
  text: string;
}

/**
 * The format's licence values, and two a set's own LICENSE file may give (see licenseFromFile); CC versions: 3.0 in
 * the legacy format, 4.0 from 2023-07 on. `label` ends "Used …" in the sentence; `name` is what the page shows.
 */
const LICENSES: Record<
  string,
  { label: string; name: (version: string) => string; url: (version: string) => string | null }
> = {
  "public domain": {
    label: "in the public domain",
    name: () => "Public domain",
    url: () => "https://creativecommons.org/publicdomain/mark/1.0/",
  },
  cc0: {
    label: "under CC0 1.0",
    name: () => "CC0 1.0",
    url: () => "https://creativecommons.org/publicdomain/zero/1.0/",
  },
  "cc by": {
    label: "under CC BY",
    name: (version) => `CC BY ${version}`,
    url: (version) => `https://creativecommons.org/licenses/by/${version}/`,
  },
  "cc by-sa": {
    label: "under CC BY-SA",
    name: (version) => `CC BY-SA ${version}`,
    url: (version) => `https://creativecommons.org/licenses/by-sa/${version}/`,
  },
  educational: { label: "for educational use", name: () => "Educational use", url: () => null },
  permission: {
    label: "with the rights owner's permission",
    name: () => "Used with permission",
    url: () => null,
  },
  unknown: {
    label: "under terms problem.yaml does not give",
    name: () => "Licence not given",
    url: () => null,
  },
  "apache-2.0": {
    label: "under the Apache License 2.0",
    name: () => "Apache-2.0",
    url: () => "https://www.apache.org/licenses/LICENSE-2.0",
  },
  mit: { label: "under the MIT License", name: () => "MIT", url: () => "https://opensource.org/license/mit" },
};

/** Names a set gives its licence file; looked for in the package's folder and the few above it. */
const LICENSE_FILES = ["LICENSE", "LICENSE.txt", "LICENSE.md", "COPYING"];
/** How far above the package a set's licence file may be: Code Jam's archive keeps one per contest, 3 up. */
const LICENSE_LEVELS = 3;

/**
 * A licence problem.yaml does not give, from the set's own licence file (the Code Jam archive's packages give none
 * in problem.yaml; its `codejam/LICENSE` is Apache-2.0): the nearest LICENSE in the package's folder or up to three
 * folders above, recognised by its text (Apache 2.0, MIT), else null. The first one found decides: a licence file we
 * do not recognise above the package is not skipped for one further up that might not apply.
 */
export function licenseFromFile(packageDir: string): string | null {
  let dir = resolve(packageDir);
  for (let level = 0; level <= LICENSE_LEVELS; level++) {
    const file = LICENSE_FILES.map((name) => join(dir, name)).find(
      (path) => existsSync(path) && statSync(path).isFile(),
    );
    if (file !== undefined) {
      const text = readFileSync(file, "utf8").slice(0, 4000);
      if (/Apache License[\s\S]{0,40}Version 2\.0/i.test(text)) return "apache-2.0";
      if (/\bMIT License\b|Permission is hereby granted, free of charge/i.test(text)) return "mit";
      return null;
    }
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return null;
}

/**
 * The attribution fields of problem.yaml (legacy, 2023-07, 2025-09): name, source (a string, `{name, url}`, or a
 * list of them; legacy `source_url`), authors (legacy `author`; `credits` as a string or with `authors`), license
 * and rights_owner.
 */
export function readAttribution(packageDir: string): Attribution {
  const yaml = readYaml(packageDir);
  const names = namesOf(yaml.name);
  const name = names.en ?? Object.values(names)[0] ?? null;
  const source = sourceOf(yaml.source, yaml.source_url);
  const authors = authorsOf(yaml);
  const license =
    typeof yaml.license === "string"
      ? yaml.license.trim().toLowerCase()
      : (licenseFromFile(packageDir) ?? "unknown");
  const rightsOwner =
    typeof yaml.rights_owner === "string"
      ? yaml.rights_owner
      : authors.length > 0
        ? authors.join(", ")
        : (source?.name ?? null);
  const version =
    exportedCcVersion(packageDir) ??
    (typeof yaml.problem_format_version === "string" && yaml.problem_format_version !== "legacy"
      ? "4.0"
      : "3.0");
  const known = LICENSES[license];
  return {
    name,
    source,
    authors,
    license,
    licenseName: known ? known.name(version) : license,
    licenseUrl: known?.url(version) ?? null,
    rightsOwner,
    text: attributionText({ name, source, authors, license, rightsOwner }, version),
  };
}

function attributionText(
  fields: Pick<Attribution, "name" | "source" | "authors" | "license" | "rightsOwner">,
  ccVersion: string,
): string {
  let credit = fields.name === null ? "This problem" : `“${fields.name}”`;
  if (fields.authors.length > 0) credit += ` by ${fields.authors.join(", ")}`;
  if (fields.source !== null)
    credit += `, from ${fields.source.name}${fields.source.url ? ` (${fields.source.url})` : ""}`;
  const owner = fields.rightsOwner;
  if (owner !== null && owner !== fields.authors.join(", ") && owner !== fields.source?.name)
    credit += `, © ${owner}`;
  const known = LICENSES[fields.license];
  const version = fields.license.startsWith("cc by") ? ` ${ccVersion}` : "";
  const url = known?.url(ccVersion);
  const terms = known ? `Used ${known.label}${version}` : `Licence: ${fields.license}`;
  return `${credit}. ${terms}${url ? ` (${url})` : ""}.`;
}

/** The problem's names by language (`name: Hello` is English, as the legacy format means it). */
export function readPackageNames(packageDir: string): Record<string, string> {
  return namesOf(readYaml(packageDir).name);
}

function readYaml(packageDir: string): Record<string, unknown> {
  const file = join(packageDir, "problem.yaml");
  if (!existsSync(file)) return {};
  const parsed = Bun.YAML.parse(readFileSync(file, "utf8"));
  return parsed !== null && typeof parsed === "object" && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : {};
}

function namesOf(value: unknown): Record<string, string> {
  if (typeof value === "string") return { en: value };
  if (value === null || typeof value !== "object") return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}

function sourceOf(value: unknown, legacyUrl: unknown): Attribution["source"] {
  const url = typeof legacyUrl === "string" ? legacyUrl : null;
  if (typeof value === "string") return { name: value, url };
  if (Array.isArray(value)) return value.length > 0 ? sourceOf(value[0], legacyUrl) : null;
  if (value !== null && typeof value === "object" && "name" in value && typeof value.name === "string")
    return { name: value.name, url: "url" in value && typeof value.url === "string" ? value.url : url };
  return null;
}

function authorsOf(yaml: Record<string, unknown>): string[] {
  const credits = yaml.credits;
  const listed =
    typeof credits === "string" || Array.isArray(credits)
      ? credits
      : credits !== null && typeof credits === "object" && "authors" in credits
        ? credits.authors
        : yaml.author;
  const people = (Array.isArray(listed) ? listed : [listed]).flatMap((person) =>
    typeof person === "string"
      ? person.split(/\s*,\s*|\s+and\s+/)
      : person !== null && typeof person === "object" && "name" in person && typeof person.name === "string"
        ? [person.name]
        : [],
  );
  // "Name <name@example.com>" is how the format writes a person: the page shows the name only.
  return people.map((person) => person.replace(/<[^>]*>/g, "").trim()).filter((person) => person !== "");
}

/** The CC licence version our exporter kept in `.grindstone.json` (a legacy problem exported as 2025-09). */
function exportedCcVersion(packageDir: string): "3.0" | "4.0" | undefined {
  const file = join(packageDir, PACKAGE_EXTRAS_FILE);
  if (!existsSync(file)) return undefined;
  return packageExtrasSchema.safeParse(JSON.parse(readFileSync(file, "utf8"))).data?.ccVersion;
}

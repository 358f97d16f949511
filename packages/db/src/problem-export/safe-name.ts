/**
 * A file or folder name the 2025-09 format allows (`^[a-zA-Z0-9_][a-zA-Z0-9_.-]{0,254}$`) made from user data: every
 * other character becomes `_`, so no name from a problem can hold a `/`, a `..` or a leading dot. Shortened to 64.
 */
export function safeName(text: string, fallback: string): string {
  const name = text
    .replace(/[^A-Za-z0-9_.-]/g, "_")
    .replace(/^[.-]+/, "")
    .slice(0, 64);
  return name === "" ? fallback : name;
}

/** The package folder's name: lower-case letters and digits only, as the format asks. */
export function packageFolderName(title: string, slug: string | null): string {
  const plain = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z0-9]/g, "")
      .slice(0, 40);
  return plain(title) || plain(slug ?? "") || "problem";
}

export type Check = { name: string; ok: boolean; detail: string };

export const check = (name: string, ok: boolean, detail: string): Check => ({ name, ok, detail });

/** A few examples of what went wrong, so a failure names real ids without flooding the log. */
export const sample = <T>(xs: T[], n = 3) =>
  xs.length > n ? `${xs.slice(0, n).join(", ")}, …` : xs.join(", ");

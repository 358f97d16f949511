import type { ChangeEvent } from "react";

/** The option `value` names, typed as the union the options were built from; undefined for any other text. */
export function optionOf<T extends string>(options: readonly T[], value: string): T | undefined {
  return options.find((option) => option === value);
}

/**
 * A <select>'s change handler that hands on the chosen option with its union type. A select only offers its own
 * options, so an unknown value (a hand-edited DOM) is ignored rather than passed on as a wider string.
 */
export const onSelectOption =
  <T extends string>(options: readonly T[], onSelect: (value: T) => void) =>
  (event: ChangeEvent<HTMLSelectElement>) => {
    const value = optionOf(options, event.target.value);
    if (value !== undefined) onSelect(value);
  };

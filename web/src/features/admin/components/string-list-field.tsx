import { useId } from "react";
import { PlusIcon, TrashIcon } from "@/components/ui/action-icons.tsx";
import { buttonClass } from "@/components/ui/button-styles.ts";
import { controlClass, fieldErrorClass } from "@/components/ui/field-styles.ts";

interface StringListFieldProps {
  title: string;
  /** Singular noun for buttons and labels: "Tag" gives "Add Tag", "Tag 2", "Remove Tag 2". */
  noun: string;
  items: string[];
  onChange: (items: string[]) => void;
  placeholder: string;
  error?: string;
  /** Shown after the title and read with it, e.g. "(Optional)". */
  hint?: string;
}

/** Tags and companies: a row per entry; the last row cannot be removed (spec §2.14–2.15). */
export function StringListField({
  title,
  noun,
  items,
  onChange,
  placeholder,
  error,
  hint,
}: StringListFieldProps) {
  const titleId = useId();
  return (
    <fieldset aria-labelledby={titleId}>
      <div className="mb-2 flex items-center justify-between gap-3">
        <h3 id={titleId} className="text-sm font-medium text-slate-300">
          {title} {hint ? <span className="font-normal text-slate-400">{hint}</span> : null}
        </h3>
        <button
          type="button"
          onClick={() => onChange([...items, ""])}
          className={buttonClass("secondary", "sm")}
        >
          <PlusIcon className="size-4" /> Add {noun}
        </button>
      </div>
      <div className="space-y-2">
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are plain strings edited in place; position is the identity.
          <div key={index} className="flex items-center gap-2">
            <input
              aria-label={`${noun} ${index + 1}`}
              value={item}
              placeholder={placeholder}
              onChange={(e) => onChange(items.map((v, i) => (i === index ? e.target.value : v)))}
              className={controlClass(Boolean(error))}
            />
            <button
              type="button"
              aria-label={`Remove ${noun} ${index + 1}`}
              disabled={items.length <= 1}
              onClick={() => onChange(items.filter((_, i) => i !== index))}
              className="rounded-lg p-2 text-slate-400 transition hover:bg-rose-500/10 hover:text-rose-300 disabled:cursor-not-allowed disabled:opacity-30 disabled:hover:bg-transparent"
            >
              <TrashIcon className="size-4" />
            </button>
          </div>
        ))}
      </div>
      {error ? <p className={fieldErrorClass}>{error}</p> : null}
    </fieldset>
  );
}

import { type ReactNode, useId, useState } from "react";
import { buttonClass } from "@/components/ui/button-styles.ts";
import { controlClass, labelClass } from "@/components/ui/field-styles.ts";
import { Icon } from "@/components/ui/icons.tsx";
import { Modal } from "@/components/ui/modal.tsx";
import {
  type EditorSettings,
  FONT_SIZES,
  KEY_BINDING_LABEL,
  KEY_BINDINGS,
  TAB_SIZES,
} from "./editor-settings.ts";

/**
 * The editor toolbar's "Settings" button and its dialog. Every change applies at once and is kept for next
 * time; the dialog is only a place to make them (Escape or Done closes it, focus returns to the button).
 */
export function EditorSettingsButton({
  settings,
  onChange,
  defaultFontSize,
}: {
  settings: EditorSettings;
  onChange: (next: EditorSettings) => void;
  /** The page's size when the user chose none. */
  defaultFontSize: number;
}) {
  const [open, setOpen] = useState(false);
  const set = <K extends keyof EditorSettings>(key: K, value: EditorSettings[K]) =>
    onChange({ ...settings, [key]: value });
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className={buttonClass("ghost", "sm")}
        data-testid="editor-settings-button"
      >
        <Icon className="size-4" aria-hidden="true">
          <circle cx="12" cy="12" r="3" />
          <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
        </Icon>
        Editor settings
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Editor settings"
        description="Kept in this browser for your account; they apply to every code editor."
      >
        <div className="space-y-5">
          <Check
            label="Suggest while typing"
            hint="Off: nothing pops up as you type. Ctrl+Space shows suggestions when you want them."
            checked={settings.suggestWhileTyping}
            onChange={(v) => set("suggestWhileTyping", v)}
          />
          <Check
            label="Enter accepts a suggestion"
            hint="Off: Enter always starts a new line; Tab accepts a suggestion."
            checked={settings.acceptSuggestionOnEnter}
            onChange={(v) => set("acceptSuggestionOnEnter", v)}
          />
          <div className="grid gap-4 sm:grid-cols-3">
            <Select
              label="Font size"
              value={String(settings.fontSize ?? "")}
              onChange={(v) => set("fontSize", v === "" ? null : Number(v))}
            >
              <option value="">Default ({defaultFontSize} px)</option>
              {FONT_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size} px
                </option>
              ))}
            </Select>
            <Select
              label="Tab size"
              value={String(settings.tabSize)}
              onChange={(v) => set("tabSize", Number(v))}
            >
              {TAB_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size} spaces
                </option>
              ))}
            </Select>
            <Select
              label="Key bindings"
              value={settings.keyBindings}
              onChange={(v) => set("keyBindings", KEY_BINDINGS.find((k) => k === v) ?? "standard")}
            >
              {KEY_BINDINGS.map((k) => (
                <option key={k} value={k}>
                  {KEY_BINDING_LABEL[k]}
                </option>
              ))}
            </Select>
          </div>
          <div className="flex justify-end">
            <button type="button" onClick={() => setOpen(false)} className={buttonClass("primary", "sm")}>
              Done
            </button>
          </div>
        </div>
      </Modal>
    </>
  );
}

function Check({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={`${id}-hint`}
        className="mt-1 size-4 accent-amber-400"
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-100">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-400">
          {hint}
        </p>
      </div>
    </div>
  );
}

function Select({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={`${controlClass()} mt-1.5`}
      >
        {children}
      </select>
    </div>
  );
}

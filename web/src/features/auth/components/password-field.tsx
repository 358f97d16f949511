import { type InputHTMLAttributes, useState } from "react";
import { EyeIcon, EyeOffIcon, LockIcon } from "@/components/ui/icons.tsx";
import { TextField } from "./text-field.tsx";

interface PasswordFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className" | "type"> {
  error?: string;
  /** "Password" unless the screen needs another name (e.g. "New password"). */
  label?: string;
}

export function PasswordField({ error, label = "Password", ...inputProps }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      label={label}
      icon={LockIcon}
      type={visible ? "text" : "password"}
      error={error}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? "Hide password" : "Show password"}
          aria-pressed={visible}
          className="rounded-lg p-1.5 text-slate-400 transition hover:bg-slate-800 hover:text-slate-100"
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
      {...inputProps}
    />
  );
}

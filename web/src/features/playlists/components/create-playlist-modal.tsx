import { createPlaylistBodySchema, type Playlist } from "@grindstone/shared";
import { type FormEvent, useId, useState } from "react";
import { buttonClass } from "@/components/ui/button-styles.ts";
import { controlClass, fieldErrorClass, labelClass } from "@/components/ui/field-styles.ts";
import { Modal } from "@/components/ui/modal.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { onSelectOption } from "@/lib/select-option.ts";
import { type FieldErrors, validate } from "@/lib/validate.ts";
import { useCreatePlaylist } from "../hooks/use-playlist-mutations.ts";

const VISIBILITIES = ["private", "public"] as const;
type Visibility = (typeof VISIBILITIES)[number];

interface CreatePlaylistModalProps {
  open: boolean;
  onClose: () => void;
  /** Called with the new playlist after the server created it (the dialog then closes itself). */
  onCreated?: (playlist: Playlist) => void;
}

const EMPTY: { name: string; description: string; visibility: Visibility } = {
  name: "",
  description: "",
  visibility: "private",
};

/** Spec §2.5 / §5: name required, visibility defaults to Private and becomes the boolean isPublic. */
export function CreatePlaylistModal({ open, onClose, onCreated }: CreatePlaylistModalProps) {
  const ids = { name: useId(), description: useId(), visibility: useId() };
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreatePlaylist();

  const close = () => {
    setValues(EMPTY);
    setErrors({});
    onClose();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validate(createPlaylistBodySchema, {
      name: values.name,
      description: values.description,
      isPublic: values.visibility === "public",
    });
    setErrors(result.errors);
    if (!result.ok) return;
    create.mutate(result.data, {
      onSuccess: ({ playList }) => {
        close();
        onCreated?.(playList);
      },
    });
  };

  return (
    <Modal open={open} onClose={close} title="Create New Playlist">
      <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="create-playlist-form">
        <div>
          <label htmlFor={ids.name} className={labelClass}>
            Playlist Name
          </label>
          <input
            id={ids.name}
            name="name"
            maxLength={100}
            placeholder="e.g. Dynamic Programming warm-up"
            value={values.name}
            onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))}
            aria-invalid={errors.name ? true : undefined}
            className={`${controlClass(Boolean(errors.name))} mt-1.5`}
          />
          {errors.name ? <p className={fieldErrorClass}>{errors.name}</p> : null}
        </div>
        <div>
          <label htmlFor={ids.description} className={labelClass}>
            Description
          </label>
          <textarea
            id={ids.description}
            name="description"
            rows={3}
            maxLength={1000}
            placeholder="What is this playlist for?"
            value={values.description}
            onChange={(e) => setValues((v) => ({ ...v, description: e.target.value }))}
            className={`${controlClass(Boolean(errors.description))} mt-1.5 resize-y`}
          />
          {errors.description ? <p className={fieldErrorClass}>{errors.description}</p> : null}
        </div>
        <div>
          <label htmlFor={ids.visibility} className={labelClass}>
            Visibility
          </label>
          <select
            id={ids.visibility}
            name="visibility"
            value={values.visibility}
            onChange={onSelectOption(VISIBILITIES, (visibility) => setValues((v) => ({ ...v, visibility })))}
            className={`${controlClass()} mt-1.5`}
          >
            <option value="private">Private</option>
            <option value="public">Public</option>
          </select>
        </div>
        <div className="flex justify-end gap-3 pt-2">
          <button type="button" onClick={close} className={buttonClass("secondary")}>
            Cancel
          </button>
          <button type="submit" disabled={create.isPending} className={buttonClass("primary")}>
            {create.isPending ? <Spinner className="size-4" label="Creating playlist" /> : null}
            Create Playlist
          </button>
        </div>
      </form>
    </Modal>
  );
}

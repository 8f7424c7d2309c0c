/**
 * Choosing a photo on the phone: the camera or the library (the file chooser),
 * scaled in the browser before it uploads (scale-photo.ts), then the crop: the
 * picture's shape is cut around the point the owner moves the frame to.
 */
import { useId, useLayoutEffect, useRef, useState } from "react";
import type { PhotoChoice, PictureAspect } from "../../../common/site-content.ts";
import { messageOf } from "../api/client.ts";
import { PhotoReadError, scalePhotoForUpload } from "./scale-photo.ts";
import { photoUrl, siteApi } from "./site-api.ts";

const SHAPE_NAME: Record<PictureAspect, string> = { wide: "wide", landscape: "landscape", square: "square", portrait: "portrait" };

export function PhotoPicker({
  label,
  aspect,
  photo,
  onChange,
  error,
}: {
  label: string;
  aspect: PictureAspect;
  photo: PhotoChoice | null;
  onChange: (photo: PhotoChoice | null) => void;
  error?: string;
}) {
  const id = useId();
  const [state, setState] = useState<{ kind: "idle" } | { kind: "working"; text: string } | { kind: "failed"; text: string }>({ kind: "idle" });

  async function choose(file: File | undefined) {
    if (!file) return;
    setState({ kind: "working", text: "Preparing the photo…" });
    try {
      const scaled = await scalePhotoForUpload(file);
      setState({ kind: "working", text: "Uploading…" });
      const { photo: uploaded } = await siteApi.upload(scaled.blob, file.name.replace(/\.[^.]*$/, "") + ".jpg");
      onChange({ id: uploaded.id, focus_x: 0.5, focus_y: 0.5 });
      setState({ kind: "idle" });
    } catch (caught) {
      setState({ kind: "failed", text: caught instanceof PhotoReadError ? caught.message : messageOf(caught) });
    }
  }

  const problem = state.kind === "failed" ? state.text : error;
  return (
    <div className="photo-picker">
      {photo ? (
        <>
          <div className={`photo-frame photo-frame--${aspect}`}>
            <CroppedPhoto
              id={photo.id}
              alt={`${label}: the ${SHAPE_NAME[aspect]} crop`}
              focusX={photo.focus_x}
              focusY={photo.focus_y}
            />
          </div>
          <fieldset className="photo-crop">
            <legend>Crop for the {SHAPE_NAME[aspect]} picture</legend>
            <label className="field">
              <span>Left ↔ right</span>
              <input
                type="range"
                min={0}
                max={100}
                value={Math.round(photo.focus_x * 100)}
                onChange={(event) => onChange({ ...photo, focus_x: Number(event.target.value) / 100 })}
              />
            </label>
            <label className="field">
              <span>Top ↕ bottom</span>
              <input
                type="range"
                min={0}
                max={100}
                value={Math.round(photo.focus_y * 100)}
                onChange={(event) => onChange({ ...photo, focus_y: Number(event.target.value) / 100 })}
              />
            </label>
          </fieldset>
        </>
      ) : null}
      <div className="photo-actions">
        <label className="button file-button" htmlFor={`${id}-file`}>
          {photo ? "Replace photo" : "Take or choose a photo"}
          <span className="visually-hidden"> for {label}</span>
        </label>
        <input
          id={`${id}-file`}
          className="visually-hidden"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/heic,image/*"
          disabled={state.kind === "working"}
          aria-describedby={problem ? `${id}-error` : undefined}
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = "";
          }}
        />
        {photo ? (
          <button type="button" className="button button--danger-quiet" onClick={() => onChange(null)}>
            Remove photo<span className="visually-hidden"> from {label}</span>
          </button>
        ) : null}
      </div>
      {state.kind === "working" ? (
        <p className="save-line" role="status">
          {state.text}
        </p>
      ) : null}
      {problem ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The photo as the site will crop it. The focus point (any percentage the sliders
 * give) is set on the element's style through the DOM after render, never as a
 * style="" attribute in the markup: the inbox page's Content-Security-Policy
 * refuses inline style attributes in HTML the Worker draws (first view).
 */
function CroppedPhoto({ id, alt, focusX, focusY }: { id: string; alt: string; focusX: number; focusY: number }) {
  const image = useRef<HTMLImageElement>(null);
  useLayoutEffect(() => {
    if (image.current) image.current.style.objectPosition = `${Math.round(focusX * 100)}% ${Math.round(focusY * 100)}%`;
  }, [focusX, focusY]);
  return <img ref={image} src={photoUrl(id)} alt={alt} />;
}

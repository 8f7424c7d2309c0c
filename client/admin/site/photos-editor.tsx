/**
 * Site › Photos: the gallery's projects (add one to a section with a title, a
 * description and a photo; reorder; hide) and a photo for any other picture of
 * the site (the heroes, the service pages, before and after).
 */
import { useId, useState } from "react";
import type { Gallery, GalleryProject, Pictures } from "../../../common/site-content.ts";
import { PICTURE_ASPECTS } from "../../../common/site-derived.ts";
import type { SectionState, SitePictureInfo } from "./site-api.ts";
import { PhotoPicker } from "./photo-picker.tsx";
import { MoveButtons, TextField } from "./reviews-editor.tsx";
import { FieldError, SaveBar, fieldError, moved, newId, useSectionEditor } from "./section-editor.tsx";

export function GalleryEditor({ start, onSaved }: { start: Gallery; onSaved: (state: SectionState<Gallery>) => void }) {
  const editor = useSectionEditor("gallery", start, onSaved);
  const { value, change, errors } = editor;
  const id = useId();
  const [open, setOpen] = useState(value.sections[0]?.id ?? "");

  const setProjects = (sectionIndex: number, projects: GalleryProject[]) =>
    change({ sections: value.sections.map((section, i) => (i === sectionIndex ? { ...section, projects } : section)) });

  return (
    <div className="site-form">
      {value.sections.map((section, s) => {
        const expanded = open === section.id;
        return (
          <section key={section.id} className="panel" aria-labelledby={`${id}-${section.id}`}>
            <h2 id={`${id}-${section.id}`} className="panel-title">
              <button type="button" className="disclosure" aria-expanded={expanded} onClick={() => setOpen(expanded ? "" : section.id)}>
                {section.title} <span className="muted">({section.projects.filter((p) => !p.hidden).length} shown)</span>
              </button>
            </h2>
            {expanded ? (
              <>
                <button
                  type="button"
                  className="button"
                  onClick={() =>
                    setProjects(s, [
                      { id: newId(section.id), title: "", description: "", alt: "", aspect: "landscape", tone: "#CCC9C0", photo: null, hidden: false },
                      ...section.projects,
                    ])
                  }
                >
                  Add a project to {section.title}
                </button>
                <ol className="site-list">
                  {section.projects.map((project, p) => {
                    const base = `${id}-${project.id}`;
                    const err = (field: string) => fieldError(errors, `sections.${s}.projects.${p}.${field}`);
                    const update = (patch: Partial<GalleryProject>) => setProjects(s, section.projects.map((item, i) => (i === p ? { ...item, ...patch } : item)));
                    return (
                      <li key={project.id} className={`site-item site-item--project${project.hidden ? " site-item--hidden" : ""}`}>
                        <h3 className="site-item-title">
                          {project.title || "New project"}
                          {project.hidden ? <span className="badge badge--lost">Hidden</span> : null}
                          {!project.photo ? <span className="badge badge--pending">No photo yet</span> : null}
                        </h3>
                        <PhotoPicker label={project.title || "the new project"} aspect={project.aspect} photo={project.photo} error={err("photo")} onChange={(photo) => update({ photo })} />
                        <TextField id={`${base}-title`} label="Title" value={project.title} error={err("title")} onChange={(title) => update({ title })} />
                        <TextField id={`${base}-desc`} label="Description" value={project.description} error={err("description")} onChange={(description) => update({ description })} />
                        <TextField id={`${base}-alt`} label="What the photo shows (for screen readers)" value={project.alt} error={err("alt")} onChange={(alt) => update({ alt })} />
                        <div className="field">
                          <label htmlFor={`${base}-aspect`}>Shape</label>
                          <select id={`${base}-aspect`} className="input" value={project.aspect} onChange={(event) => update({ aspect: event.target.value as GalleryProject["aspect"] })}>
                            {PICTURE_ASPECTS.map((aspect) => (
                              <option key={aspect}>{aspect}</option>
                            ))}
                          </select>
                        </div>
                        <div className="site-item-actions">
                          <label className="field--inline">
                            <input type="checkbox" checked={project.hidden} onChange={(event) => update({ hidden: event.target.checked })} />
                            Hide
                          </label>
                          <MoveButtons label={project.title || "project"} index={p} count={section.projects.length} onMove={(by) => setProjects(s, moved(section.projects, p, by))} />
                          <button type="button" className="button button--danger-quiet" onClick={() => setProjects(s, section.projects.filter((_, i) => i !== p))}>
                            Remove<span className="visually-hidden"> {project.title || "the new project"}</span>
                          </button>
                        </div>
                      </li>
                    );
                  })}
                </ol>
              </>
            ) : null}
          </section>
        );
      })}
      <SaveBar editor={editor} label="gallery" />
    </div>
  );
}

export function PicturesEditor({
  start,
  pictures,
  onSaved,
}: {
  start: Pictures;
  pictures: readonly SitePictureInfo[];
  onSaved: (state: SectionState<Pictures>) => void;
}) {
  const editor = useSectionEditor("pictures", start, onSaved);
  const { value, change, errors } = editor;
  const id = useId();
  return (
    <div className="site-form">
      <p className="panel-text">A photo for each picture of the site. Until a picture has one, the site shows a drawn placeholder.</p>
      <ul className="site-list">
        {pictures.map((picture) => {
          const chosen = value.photos[picture.id];
          const base = `${id}-${picture.id.replace(/\W/g, "-")}`;
          return (
            <li key={picture.id} className="panel site-item">
              <h3 className="site-item-title">
                {picture.id}
                {!chosen ? <span className="badge badge--pending">Drawn placeholder</span> : null}
              </h3>
              <p className="muted">Now: {picture.alt}</p>
              <PhotoPicker
                label={picture.id}
                aspect={picture.aspect}
                photo={chosen ?? null}
                error={fieldError(errors, `photos.${picture.id}.id`)}
                onChange={(photo) => {
                  const photos = { ...value.photos };
                  if (photo) photos[picture.id] = { ...photo, alt: chosen?.alt ?? picture.alt };
                  else delete photos[picture.id];
                  change({ photos });
                }}
              />
              {chosen ? (
                <TextField
                  id={`${base}-alt`}
                  label="What your photo shows (for screen readers)"
                  value={chosen.alt}
                  error={errors[`photos.${picture.id}.alt`]}
                  onChange={(alt) => change({ photos: { ...value.photos, [picture.id]: { ...chosen, alt } } })}
                />
              ) : null}
              <FieldError id={`${base}-error`} message={errors[`photos.${picture.id}`]} />
            </li>
          );
        })}
      </ul>
      <SaveBar editor={editor} label="photos" />
    </div>
  );
}

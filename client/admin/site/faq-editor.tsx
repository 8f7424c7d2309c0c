/** Site › FAQ: add, edit, reorder, remove questions and answers (plain text; a blank line starts a paragraph). */
import { useId } from "react";
import type { Faq } from "../../../common/site-content.ts";
import type { SectionState } from "./site-api.ts";
import { FieldError, SaveBar, moved, newId, useSectionEditor } from "./section-editor.tsx";
import { MoveButtons, TextField } from "./reviews-editor.tsx";

export function FaqEditor({ start, onSaved }: { start: Faq; onSaved: (state: SectionState<Faq>) => void }) {
  const editor = useSectionEditor("faq", start, onSaved);
  const { value, change, errors } = editor;
  const id = useId();
  const update = (index: number, patch: Partial<Faq["items"][number]>) =>
    change({ items: value.items.map((item, i) => (i === index ? { ...item, ...patch } : item)) });

  return (
    <div className="site-form">
      <p className="panel-text">Plain text: leave a blank line to start a new paragraph; a full https:// address becomes a link.</p>
      <ol className="site-list">
        {value.items.map((item, index) => {
          const base = `${id}-${item.id}`;
          const answerError = errors[`items.${index}.answer`];
          return (
            <li key={item.id} className="panel site-item">
              <TextField
                id={`${base}-q`}
                label={`Question ${index + 1}`}
                value={item.question}
                error={errors[`items.${index}.question`]}
                onChange={(question) => update(index, { question })}
              />
              <div className="field">
                <label htmlFor={`${base}-a`}>Answer</label>
                <textarea
                  id={`${base}-a`}
                  className="input input--area"
                  rows={4}
                  value={item.answer}
                  aria-invalid={answerError ? true : undefined}
                  aria-describedby={answerError ? `${base}-a-error` : undefined}
                  onChange={(event) => update(index, { answer: event.target.value })}
                />
                <FieldError id={`${base}-a-error`} message={answerError} />
              </div>
              <div className="site-item-actions">
                <MoveButtons label={`question ${index + 1}`} index={index} count={value.items.length} onMove={(by) => change({ items: moved(value.items, index, by) })} />
                <button type="button" className="button button--danger-quiet" onClick={() => change({ items: value.items.filter((_, i) => i !== index) })}>
                  Remove<span className="visually-hidden"> question {index + 1}</span>
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button type="button" className="button" onClick={() => change({ items: [...value.items, { id: newId("question"), question: "", answer: "" }] })}>
        Add a question
      </button>
      <SaveBar editor={editor} label="FAQ" />
    </div>
  );
}

/** Site › Reviews: add, edit, reorder, hide; choose the three the home page shows. */
import { useId } from "react";
import type { Review, Reviews } from "../../../common/site-content.ts";
import { REVIEW_SOURCES, SITE_LIMITS } from "../../../common/site-derived.ts";
import type { SectionState } from "./site-api.ts";
import { FieldError, SaveBar, fieldError, moved, newId, useSectionEditor } from "./section-editor.tsx";

const today = () => new Date().toISOString().slice(0, 10);

export function ReviewsEditor({ start, onSaved }: { start: Reviews; onSaved: (state: SectionState<Reviews>) => void }) {
  const editor = useSectionEditor("reviews", start, onSaved);
  const { value, change, errors } = editor;
  const id = useId();

  const update = (index: number, patch: Partial<Review>) => {
    // An edited sample review is the owner's own from then on.
    change({
      ...value,
      items: value.items.map((item, i) => {
        if (i !== index) return item;
        const { sample: _sample, ...rest } = { ...item, ...patch };
        return rest;
      }),
    });
  };
  const toggleFeatured = (reviewId: string, on: boolean) => {
    const featured = on ? [...value.featured, reviewId].slice(-3) : value.featured.filter((f) => f !== reviewId);
    change({ ...value, featured });
  };
  const add = () => {
    const review: Review = { id: newId("review"), quote: "", author: "", town: "", source: "Google Reviews", rating: 5, date: today(), service: "", hidden: false };
    change({ ...value, items: [review, ...value.items] });
  };

  return (
    <div className="site-form">
      <p className="panel-text">
        Copy each review word for word from Google, Nextdoor or Facebook. Tick “On the home page” for the three the home page shows.
      </p>
      <FieldError id={`${id}-featured`} message={fieldError(errors, "featured")} />
      <button type="button" className="button" onClick={add}>
        Add a review
      </button>
      <ol className="site-list">
        {value.items.map((review, index) => {
          const base = `${id}-${review.id}`;
          const err = (field: string) => errors[`items.${index}.${field}`];
          return (
            <li key={review.id} className={`panel site-item${review.hidden ? " site-item--hidden" : ""}`}>
              <h3 className="site-item-title">
                {review.author || "New review"}
                {review.hidden ? <span className="badge badge--lost">Hidden</span> : null}
                {review.sample ? <span className="badge badge--held">Sample</span> : null}
              </h3>
              <div className="field">
                <label htmlFor={`${base}-quote`}>Review</label>
                <textarea
                  id={`${base}-quote`}
                  className="input input--area"
                  rows={4}
                  maxLength={SITE_LIMITS.reviewChars + 200}
                  value={review.quote}
                  aria-invalid={err("quote") ? true : undefined}
                  aria-describedby={`${base}-quote-count${err("quote") ? ` ${base}-quote-error` : ""}`}
                  onChange={(event) => update(index, { quote: event.target.value })}
                />
                <span id={`${base}-quote-count`} className="field-hint">
                  {review.quote.length} of {SITE_LIMITS.reviewChars.toLocaleString("en-US")} characters
                </span>
                <FieldError id={`${base}-quote-error`} message={err("quote")} />
              </div>
              <div className="site-grid">
                <TextField id={`${base}-author`} label="Author, as shown" value={review.author} error={err("author")} onChange={(author) => update(index, { author })} />
                <TextField id={`${base}-town`} label="Town" value={review.town} error={err("town")} onChange={(town) => update(index, { town })} />
                <div className="field">
                  <label htmlFor={`${base}-source`}>Source</label>
                  <select id={`${base}-source`} className="input" value={review.source} onChange={(event) => update(index, { source: event.target.value as Review["source"] })}>
                    {REVIEW_SOURCES.map((source) => (
                      <option key={source}>{source}</option>
                    ))}
                  </select>
                </div>
                <div className="field">
                  <label htmlFor={`${base}-rating`}>Stars</label>
                  <select id={`${base}-rating`} className="input" value={review.rating} onChange={(event) => update(index, { rating: Number(event.target.value) })}>
                    {[5, 4, 3, 2, 1].map((stars) => (
                      <option key={stars} value={stars}>
                        {stars}
                      </option>
                    ))}
                  </select>
                </div>
                <TextField id={`${base}-date`} label="Date" type="date" value={review.date} error={err("date")} onChange={(date) => update(index, { date })} />
              </div>
              <div className="site-item-actions">
                <label className="field--inline">
                  <input
                    type="checkbox"
                    checked={value.featured.includes(review.id)}
                    disabled={review.hidden}
                    onChange={(event) => toggleFeatured(review.id, event.target.checked)}
                  />
                  On the home page
                </label>
                <label className="field--inline">
                  <input
                    type="checkbox"
                    checked={review.hidden}
                    onChange={(event) => {
                      const next = { ...value, items: value.items.map((item, i) => (i === index ? { ...item, hidden: event.target.checked } : item)) };
                      change(event.target.checked ? { ...next, featured: next.featured.filter((f) => f !== review.id) } : next);
                    }}
                  />
                  Hide
                </label>
                <MoveButtons label={review.author || "review"} index={index} count={value.items.length} onMove={(by) => change({ ...value, items: moved(value.items, index, by) })} />
                <button
                  type="button"
                  className="button button--danger-quiet"
                  onClick={() => change({ items: value.items.filter((_, i) => i !== index), featured: value.featured.filter((f) => f !== review.id) })}
                >
                  Remove<span className="visually-hidden"> the review by {review.author || "nobody yet"}</span>
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <SaveBar editor={editor} label="reviews" />
    </div>
  );
}

export function TextField({
  id,
  label,
  value,
  error,
  onChange,
  type = "text",
}: {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  type?: string;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="input"
        type={type}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function MoveButtons({ label, index, count, onMove }: { label: string; index: number; count: number; onMove: (by: -1 | 1) => void }) {
  return (
    <span className="move-buttons">
      <button type="button" className="button" disabled={index === 0} onClick={() => onMove(-1)}>
        Up<span className="visually-hidden"> {label}</span>
      </button>
      <button type="button" className="button" disabled={index === count - 1} onClick={() => onMove(1)}>
        Down<span className="visually-hidden"> {label}</span>
      </button>
    </span>
  );
}

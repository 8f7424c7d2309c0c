/** Site › Business: name, phone, e-mail, owner, hours, holidays closed, towns, review links. */
import { useId } from "react";
import type { BusinessFacts } from "../../../common/site-content.ts";
import { WEEKDAYS } from "../../../common/site-derived.ts";
import type { SectionState } from "./site-api.ts";
import { FieldError, SaveBar, fieldError, useSectionEditor } from "./section-editor.tsx";

type TextKey = "name" | "short_name" | "phone" | "email" | "owner_name";

const TEXT_FIELDS: { key: TextKey; label: string; hint?: string; type?: string; autoComplete?: string }[] = [
  { key: "name", label: "Business name", autoComplete: "organization" },
  { key: "short_name", label: "Short name", hint: "Used in running text, e.g. “Peachtree Brush”." },
  { key: "phone", label: "Phone number", hint: "A US number with its area code.", type: "tel", autoComplete: "tel" },
  { key: "email", label: "Public e-mail", type: "email", autoComplete: "email" },
  { key: "owner_name", label: "Owner's name", autoComplete: "name" },
];

export function BusinessEditor({ start, onSaved }: { start: BusinessFacts; onSaved: (state: SectionState<BusinessFacts>) => void }) {
  const editor = useSectionEditor("business", start, onSaved);
  const { value, change, errors } = editor;
  const id = useId();
  const townsText = value.towns.join("\n");

  return (
    <div className="site-form">
      <section className="panel" aria-labelledby={`${id}-contact`}>
        <h2 id={`${id}-contact`} className="panel-title">
          Name and contact
        </h2>
        {TEXT_FIELDS.map((field) => {
          const error = fieldError(errors, field.key);
          return (
            <div className="field" key={field.key}>
              <label htmlFor={`${id}-${field.key}`}>{field.label}</label>
              {field.hint ? (
                <span className="field-hint" id={`${id}-${field.key}-hint`}>
                  {field.hint}
                </span>
              ) : null}
              <input
                id={`${id}-${field.key}`}
                className="input"
                type={field.type ?? "text"}
                autoComplete={field.autoComplete}
                value={value[field.key]}
                aria-invalid={error ? true : undefined}
                aria-describedby={[field.hint ? `${id}-${field.key}-hint` : "", error ? `${id}-${field.key}-error` : ""].join(" ").trim() || undefined}
                onChange={(event) => change({ ...value, [field.key]: event.target.value })}
              />
              <FieldError id={`${id}-${field.key}-error`} message={error} />
            </div>
          );
        })}
      </section>

      <section className="panel" aria-labelledby={`${id}-hours`}>
        <h2 id={`${id}-hours`} className="panel-title">
          Opening hours
        </h2>
        <FieldError id={`${id}-hours-error`} message={errors["hours"]} />
        <ul className="hours-list">
          {WEEKDAYS.map((day) => {
            const hours = value.hours[day];
            const error = fieldError(errors, `hours.${day}`);
            return (
              <li key={day} className="hours-row">
                <span className="hours-day">{day}</span>
                <label className="field--inline">
                  <input
                    type="checkbox"
                    checked={hours === null}
                    onChange={(event) =>
                      change({ ...value, hours: { ...value.hours, [day]: event.target.checked ? null : { opens: "08:00", closes: "17:00" } } })
                    }
                  />
                  Closed
                </label>
                {hours ? (
                  <span className="hours-times">
                    <label>
                      <span className="visually-hidden">{day} opens</span>
                      <input
                        className="input input--time"
                        type="time"
                        value={hours.opens}
                        aria-invalid={error ? true : undefined}
                        onChange={(event) => change({ ...value, hours: { ...value.hours, [day]: { ...hours, opens: event.target.value } } })}
                      />
                    </label>
                    <span aria-hidden="true">–</span>
                    <label>
                      <span className="visually-hidden">{day} closes</span>
                      <input
                        className="input input--time"
                        type="time"
                        value={hours.closes}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${id}-${day}-error` : undefined}
                        onChange={(event) => change({ ...value, hours: { ...value.hours, [day]: { ...hours, closes: event.target.value } } })}
                      />
                    </label>
                  </span>
                ) : null}
                <FieldError id={`${id}-${day}-error`} message={error} />
              </li>
            );
          })}
        </ul>
      </section>

      <section className="panel" aria-labelledby={`${id}-holidays`}>
        <h2 id={`${id}-holidays`} className="panel-title">
          Public holidays you are closed
        </h2>
        <ul className="site-list">
          {value.holidays_closed.map((holiday, index) => (
            <li key={index} className="site-row">
              <label className="field">
                <span>Date</span>
                <input
                  className="input"
                  type="date"
                  value={holiday.date}
                  onChange={(event) =>
                    change({ ...value, holidays_closed: value.holidays_closed.map((h, i) => (i === index ? { ...h, date: event.target.value } : h)) })
                  }
                />
              </label>
              <label className="field">
                <span>Holiday</span>
                <input
                  className="input"
                  value={holiday.name}
                  onChange={(event) =>
                    change({ ...value, holidays_closed: value.holidays_closed.map((h, i) => (i === index ? { ...h, name: event.target.value } : h)) })
                  }
                />
              </label>
              <button
                type="button"
                className="button button--danger-quiet"
                onClick={() => change({ ...value, holidays_closed: value.holidays_closed.filter((_, i) => i !== index) })}
              >
                Remove<span className="visually-hidden"> {holiday.name || "holiday"}</span>
              </button>
              <FieldError id={`${id}-holiday-${index}`} message={fieldError(errors, `holidays_closed.${index}`)} />
            </li>
          ))}
        </ul>
        <button type="button" className="button" onClick={() => change({ ...value, holidays_closed: [...value.holidays_closed, { date: "", name: "" }] })}>
          Add a holiday
        </button>
      </section>

      <section className="panel" aria-labelledby={`${id}-towns`}>
        <h2 id={`${id}-towns`} className="panel-title">
          Towns you serve
        </h2>
        <div className="field">
          <label htmlFor={`${id}-towns-input`}>One town per line</label>
          <textarea
            id={`${id}-towns-input`}
            className="input input--area"
            rows={Math.min(14, value.towns.length + 2)}
            value={townsText}
            aria-invalid={fieldError(errors, "towns") ? true : undefined}
            aria-describedby={fieldError(errors, "towns") ? `${id}-towns-error` : undefined}
            onChange={(event) => change({ ...value, towns: event.target.value.split("\n").filter((town, i, all) => town.trim() || i === all.length - 1) })}
          />
          <FieldError id={`${id}-towns-error`} message={fieldError(errors, "towns")} />
        </div>
      </section>

      <section className="panel" aria-labelledby={`${id}-links`}>
        <h2 id={`${id}-links`} className="panel-title">
          Review links
        </h2>
        {(["google", "nextdoor"] as const).map((key) => (
          <div className="field" key={key}>
            <label htmlFor={`${id}-link-${key}`}>{key === "google" ? "Google review link" : "Nextdoor page"}</label>
            <input
              id={`${id}-link-${key}`}
              className="input"
              type="url"
              value={value.review_links[key]}
              aria-invalid={errors[`review_links.${key}`] ? true : undefined}
              aria-describedby={errors[`review_links.${key}`] ? `${id}-link-${key}-error` : undefined}
              onChange={(event) => change({ ...value, review_links: { ...value.review_links, [key]: event.target.value.trim() } })}
            />
            <FieldError id={`${id}-link-${key}-error`} message={errors[`review_links.${key}`]} />
          </div>
        ))}
      </section>
      <SaveBar editor={editor} label="business facts" />
    </div>
  );
}

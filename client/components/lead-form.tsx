/**
 * The one lead form of the site, in quote and contact modes. Its labels,
 * choices and error icon are the form definition in common/lead-form.ts,
 * which the Worker's no-JavaScript form page reads too.
 *
 * Prerendered as a plain HTML form and hydrated late. This file is the part
 * every form page ships: the markup, the status region and the submit guard.
 * The engine (react-hook-form, the shared zod schema, the spam screens and the
 * request, lead-form-engine.ts) is fetched when the visitor first focuses,
 * touches or types in the form, and takes over the inputs already on the page
 * without remounting them. A submit that comes before it has arrived waits for
 * it and then runs once.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore, type FormEvent } from "react";
// Direct module paths: the common index would bring the zod schemas into the page's chunk.
import { EMPTY_FORM_VALUES, FIELD_LIMITS, type FormType } from "../../common/lead-fields.ts";
import { ERROR_ICON, FIELD_CHOICES, FIELD_LABELS, FIELD_PLACEHOLDERS, type ChoiceField } from "../../common/lead-form.ts";
import { MESSAGES } from "../../common/messages.ts";
import { preloadVisitorIdLibrary } from "../lib/tracking.ts";
import type { FieldMessages, FieldName, LeadFormEngine, LeadFormHost } from "./lead-form-engine.ts";
import { toast, Toaster } from "./toast.tsx";
import { BookingOffer } from "./booking-offer.tsx";

export interface LeadFormProps {
  mode: FormType;
  className?: string;
  /** Text of the submit button; defaults to "Request My Free Quote" / "Send Message". */
  submitLabel?: string;
}

interface Status {
  kind: "success" | "error";
  message: string;
  /** Changes with every message, so the live region announces a repeated one again. */
  key: number;
}

const subscribeNothing = () => () => {};
const NO_ERRORS: FieldMessages = {};

let engineModule: Promise<typeof import("./lead-form-engine.ts")> | undefined;

/** The engine's chunk, fetched once per page life; a failed fetch is tried again next time. */
function loadEngineModule() {
  engineModule ??= import("./lead-form-engine.ts").catch((err: unknown) => {
    engineModule = undefined;
    throw err;
  });
  return engineModule;
}

export function LeadForm({ mode, className, submitLabel }: LeadFormProps) {
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const errorId = (name: FieldName) => `${uid}-${name}-error`;

  // True only while this render hydrates prerendered HTML (and on the server).
  const hydrating = useSyncExternalStore(subscribeNothing, () => false, () => true);
  const startedByHydration = useRef(hydrating);
  // performance.now() at the form's first render in this page; 0 (navigation start) for prerendered HTML.
  const renderedAt = useRef(0);
  const formRef = useRef<HTMLFormElement>(null);
  const modeRef = useRef(mode);
  modeRef.current = mode;
  const busy = useRef(false);
  const statusKey = useRef(0);

  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState<Status | null>(null);
  const [errors, setErrors] = useState<FieldMessages>(NO_ERRORS);
  const [engine, setEngine] = useState<LeadFormEngine | null>(null);
  const [bookingToken, setBookingToken] = useState<string | null>(null);
  // The engine being fetched, and the callback that hands it over once its props are on the inputs.
  const loading = useRef<Promise<LeadFormEngine> | null>(null);
  const handOver = useRef<(() => void) | null>(null);

  function show(kind: Status["kind"], message: string) {
    statusKey.current += 1;
    setStatus({ kind, message, key: statusKey.current });
    // The status region beside the button announces it; the toast is for the eyes only.
    if (kind === "success") toast.success(message, { announce: false });
    else toast.error(message, { announce: false });
  }

  const host = useRef<LeadFormHost>(null);
  host.current ??= {
    mode: () => modeRef.current,
    form: () => formRef.current,
    renderedAt: () => renderedAt.current,
    setErrors,
    setPending,
    show: (kind, message) => show(kind, message),
    clearStatus: () => setStatus(null),
    offerBooking: (token) => setBookingToken(token),
  };

  /** The engine, attached to the inputs; fetched at the first call. */
  function startEngine(): Promise<LeadFormEngine> {
    loading.current ??= loadEngineModule().then(
      ({ createLeadFormEngine }) =>
        new Promise<LeadFormEngine>((resolve) => {
          const created = createLeadFormEngine(host.current!);
          handOver.current = () => resolve(created);
          setEngine(created);
        }),
      (err: unknown) => {
        loading.current = null;
        throw err;
      },
    );
    return loading.current;
  }

  function warmUp() {
    // The fingerprint library is fetched when the visitor begins to fill the form, not with the page;
    // the fingerprint is computed at submit, so its long tasks never hold up a keystroke.
    preloadVisitorIdLibrary();
    startEngine().catch(() => {
      // Tried again at the next touch or at submit, which reports a failure.
    });
  }

  useEffect(() => {
    renderedAt.current = startedByHydration.current ? 0 : performance.now();
    // A visitor who was already in a field when the page hydrated is filling the form.
    if (formRef.current?.contains(document.activeElement)) warmUp();
    // Once per form: warmUp only reads refs and module state.
  }, []);

  // Runs after the commit that spread the engine's props, so every input is registered before
  // the engine is used; reporting starts before a waiting submit can produce errors.
  useLayoutEffect(() => {
    if (!engine) return;
    const disconnect = engine.connect();
    handOver.current?.();
    handOver.current = null;
    return disconnect;
  }, [engine]);

  function field(name: FieldName) {
    return engine ? engine.field(name) : { name };
  }

  function a11y(name: FieldName) {
    const invalid = Boolean(errors[name]);
    return {
      id: id(name),
      "aria-invalid": invalid || undefined,
      "aria-describedby": invalid ? errorId(name) : undefined,
    };
  }

  function fieldError(name: FieldName) {
    const message = errors[name];
    return message ? (
      <p className="lf-error" id={errorId(name)}>
        <svg
          className="lf-error-icon"
          viewBox={ERROR_ICON.viewBox}
          width={ERROR_ICON.size}
          height={ERROR_ICON.size}
          aria-hidden="true"
          focusable="false"
        >
          <path d={ERROR_ICON.path} fill="currentColor" />
        </svg>
        {message}
      </p>
    ) : null;
  }

  function options(name: Exclude<ChoiceField, "preferredContact">) {
    return FIELD_CHOICES[name].map(([value, label]) => (
      <option key={value} value={value}>
        {label}
      </option>
    ));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A second click before React re-renders (or while the engine is still on its way) must not send a second lead.
    if (busy.current) return;
    busy.current = true;
    const attempt = engine
      ? engine.submit()
      : startEngine().then(
          (ready) => ready.submit(),
          (err: unknown) => {
            console.error("Lead form failed to load:", err);
            show("error", MESSAGES.failure);
          },
        );
    void attempt.finally(() => {
      busy.current = false;
    });
  }

  const quote = mode === "quote";
  const required = (
    <span className="lf-required" aria-hidden="true">
      *
    </span>
  );
  const optional = <span className="lf-optional">(optional)</span>;

  return (
    <>
      <form
        className={className ? `lf-form ${className}` : "lf-form"}
        ref={formRef}
        method="post"
        action="/api/leads"
        noValidate
        onSubmit={onSubmit}
        // The first sign of a visitor filling the form fetches the engine (and the fingerprint library).
        onFocus={warmUp}
        onPointerDown={warmUp}
        onInput={warmUp}
        data-mode={mode}
      >
        <p className="lf-note">
          Fields marked <span aria-hidden="true">*</span>
          <span className="lf-sr-only">with an asterisk</span> are required.
        </p>
        <input type="hidden" name="form_type" value={mode} />

        <div className="lf-grid">
          <div className="lf-field">
            <label className="lf-label" htmlFor={id("name")}>
              {`${FIELD_LABELS.name} `}{required}
            </label>
            <input
              className="lf-input"
              type="text"
              autoComplete="name"
              maxLength={FIELD_LIMITS.name}
              required
              {...field("name")}
              {...a11y("name")}
            />
            {fieldError("name")}
          </div>

          <div className="lf-field">
            <label className="lf-label" htmlFor={id("email")}>
              {`${FIELD_LABELS.email} `}{required}
            </label>
            <input
              className="lf-input"
              type="email"
              autoComplete="email"
              spellCheck={false}
              maxLength={FIELD_LIMITS.email}
              required
              {...field("email")}
              {...a11y("email")}
            />
            {fieldError("email")}
          </div>

          <div className="lf-field">
            <label className="lf-label" htmlFor={id("phone")}>
              {`${FIELD_LABELS.phone} `}{quote ? required : optional}
            </label>
            <input
              className="lf-input"
              type="tel"
              autoComplete="tel"
              maxLength={FIELD_LIMITS.phone}
              required={quote}
              {...field("phone")}
              {...a11y("phone")}
            />
            {fieldError("phone")}
          </div>

          {quote ? (
            <>
              <div className="lf-field">
                <label className="lf-label" htmlFor={id("address")}>
                  {`${FIELD_LABELS.address} `}{required}
                </label>
                <input
                  className="lf-input"
                  type="text"
                  // street-address is for multi-line controls; the W3C checker refuses it on an input.
                  autoComplete="address-line1"
                  maxLength={FIELD_LIMITS.address}
                  required
                  {...field("address")}
                  {...a11y("address")}
                />
                {fieldError("address")}
              </div>

              <div className="lf-field">
                <label className="lf-label" htmlFor={id("serviceType")}>
                  {`${FIELD_LABELS.serviceType} `}{required}
                </label>
                <select className="lf-input lf-select" required {...field("serviceType")} {...a11y("serviceType")}>
                  {options("serviceType")}
                </select>
                {fieldError("serviceType")}
              </div>

              <div className="lf-field">
                <label className="lf-label" htmlFor={id("preferredTime")}>
                  {`${FIELD_LABELS.preferredTime} `}{optional}
                </label>
                <select className="lf-input lf-select" {...field("preferredTime")} {...a11y("preferredTime")}>
                  {options("preferredTime")}
                </select>
                {fieldError("preferredTime")}
              </div>

              {/* The group, not each radio, carries the error: ARIA 1.2 supports aria-invalid on a radiogroup only. */}
              <fieldset
                className="lf-field lf-field--full lf-fieldset"
                role="radiogroup"
                aria-invalid={errors.preferredContact ? true : undefined}
                aria-describedby={errors.preferredContact ? errorId("preferredContact") : undefined}
              >
                <legend className="lf-label">{FIELD_LABELS.preferredContact}</legend>
                <div className="lf-options">
                  {FIELD_CHOICES.preferredContact.map(([value, label]) => (
                    <div className="lf-option" key={value}>
                      <input
                        className="lf-radio"
                        type="radio"
                        value={value}
                        defaultChecked={value === EMPTY_FORM_VALUES.preferredContact}
                        {...field("preferredContact")}
                        id={id(`preferredContact-${value}`)}
                      />
                      <label htmlFor={id(`preferredContact-${value}`)}>{label}</label>
                    </div>
                  ))}
                </div>
                {fieldError("preferredContact")}
              </fieldset>

              <div className="lf-field lf-field--full">
                <label className="lf-label" htmlFor={id("projectDetails")}>
                  {`${FIELD_LABELS.projectDetails} `}{required}
                </label>
                <textarea
                  className="lf-input lf-textarea"
                  rows={5}
                  maxLength={FIELD_LIMITS.projectDetails}
                  required
                  placeholder={FIELD_PLACEHOLDERS.projectDetails}
                  {...field("projectDetails")}
                  {...a11y("projectDetails")}
                />
                {fieldError("projectDetails")}
              </div>
            </>
          ) : (
            <div className="lf-field lf-field--full">
              <label className="lf-label" htmlFor={id("message")}>
                {`${FIELD_LABELS.message} `}{required}
              </label>
              <textarea
                className="lf-input lf-textarea"
                rows={5}
                maxLength={FIELD_LIMITS.message}
                required
                {...field("message")}
                {...a11y("message")}
              />
              {fieldError("message")}
            </div>
          )}
        </div>

        {/* A field people never see or reach; bots that fill every input fill it too. */}
        <div className="lf-hp" aria-hidden="true">
          <label htmlFor={id("website")}>Leave this field empty</label>
          <input id={id("website")} type="text" name="website" tabIndex={-1} autoComplete="off" />
        </div>

        <div className="lf-actions">
          <button
            type="submit"
            className="lf-submit"
            aria-disabled={pending || undefined}
            aria-busy={pending || undefined}
          >
            {pending ? (
              <>
                <span className="lf-spinner" aria-hidden="true" />
                Sending…
              </>
            ) : (
              (submitLabel ?? (quote ? "Request My Free Quote" : "Send Message"))
            )}
          </button>
          <div className="lf-status lf-status--success" role="status">
            {status?.kind === "success" ? <span key={status.key}>{status.message}</span> : null}
          </div>
          <div className="lf-status lf-status--error" role="alert">
            {status?.kind === "error" ? <span key={status.key}>{status.message}</span> : null}
          </div>
        </div>
      </form>
      {bookingToken ? <BookingOffer token={bookingToken} /> : null}
      {/* Toasts only ever come from a form, so their code ships with the form pages alone. */}
      <Toaster />
    </>
  );
}

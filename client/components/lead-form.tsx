/**
 * The one lead form of the site, in quote and contact modes (spec §3-§5, §8).
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
import {
  EMPTY_FORM_VALUES,
  FIELD_LIMITS,
  PREFERRED_CONTACT_LABELS,
  PREFERRED_CONTACTS,
  SERVICE_TYPE_LABELS,
  SERVICE_TYPES,
  type FormType,
} from "../../common/lead-fields.ts";
import { MESSAGES } from "../../common/messages.ts";
import { getVisitorId } from "../lib/tracking.ts";
import type { FieldMessages, FieldName, LeadFormEngine, LeadFormHost } from "./lead-form-engine.ts";
import { toast, Toaster } from "./toast.tsx";

export interface LeadFormProps {
  mode: FormType;
  className?: string;
  /** Text of the submit button; defaults to "Request My Free Quote" / "Send Message". */
  submitLabel?: string;
}

/** Quote form: when the visitor would like to be reached. Sent as the label text. */
export const PREFERRED_TIMES = ["Morning (8 AM-12 PM)", "Afternoon (12-4 PM)", "Evening (4-6 PM)", "Any time"] as const;

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
    // The fingerprint library starts loading when the visitor begins to fill the form, not with the page.
    void getVisitorId();
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
        <svg className="lf-error-icon" viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
          <path
            d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm0 4a.9.9 0 0 1 .9.9v4.2a.9.9 0 0 1-1.8 0V6.4a.9.9 0 0 1 .9-.9Zm0 9.2a1.1 1.1 0 1 1 0-2.2 1.1 1.1 0 0 1 0 2.2Z"
            fill="currentColor"
          />
        </svg>
        {message}
      </p>
    ) : null;
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
              Full name {required}
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
              Email {required}
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
              Phone {quote ? required : optional}
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
                  Project address {required}
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
                  Service needed {required}
                </label>
                <select className="lf-input lf-select" required {...field("serviceType")} {...a11y("serviceType")}>
                  <option value="">Select a service</option>
                  {SERVICE_TYPES.map((value) => (
                    <option key={value} value={value}>
                      {SERVICE_TYPE_LABELS[value]}
                    </option>
                  ))}
                </select>
                {fieldError("serviceType")}
              </div>

              <div className="lf-field">
                <label className="lf-label" htmlFor={id("preferredTime")}>
                  Best time to reach you {optional}
                </label>
                <select className="lf-input lf-select" {...field("preferredTime")} {...a11y("preferredTime")}>
                  <option value="">No preference</option>
                  {PREFERRED_TIMES.map((value) => (
                    <option key={value} value={value}>
                      {value}
                    </option>
                  ))}
                </select>
                {fieldError("preferredTime")}
              </div>

              <fieldset
                className="lf-field lf-field--full lf-fieldset"
                aria-describedby={errors.preferredContact ? errorId("preferredContact") : undefined}
              >
                <legend className="lf-label">Preferred contact method</legend>
                <div className="lf-options">
                  {PREFERRED_CONTACTS.map((value) => (
                    <div className="lf-option" key={value}>
                      <input
                        className="lf-radio"
                        type="radio"
                        value={value}
                        defaultChecked={value === EMPTY_FORM_VALUES.preferredContact}
                        {...field("preferredContact")}
                        id={id(`preferredContact-${value}`)}
                        aria-invalid={errors.preferredContact ? true : undefined}
                      />
                      <label htmlFor={id(`preferredContact-${value}`)}>{PREFERRED_CONTACT_LABELS[value]}</label>
                    </div>
                  ))}
                </div>
                {fieldError("preferredContact")}
              </fieldset>

              <div className="lf-field lf-field--full">
                <label className="lf-label" htmlFor={id("projectDetails")}>
                  Project details {required}
                </label>
                <textarea
                  className="lf-input lf-textarea"
                  rows={5}
                  maxLength={FIELD_LIMITS.projectDetails}
                  required
                  placeholder="Rooms or surfaces, approximate size, colours, timing…"
                  {...field("projectDetails")}
                  {...a11y("projectDetails")}
                />
                {fieldError("projectDetails")}
              </div>
            </>
          ) : (
            <div className="lf-field lf-field--full">
              <label className="lf-label" htmlFor={id("message")}>
                Message {required}
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
      {/* Toasts only ever come from a form, so their code ships with the form pages alone. */}
      <Toaster />
    </>
  );
}

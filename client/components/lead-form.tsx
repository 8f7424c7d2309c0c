/**
 * The one lead form of the site, in quote and contact modes (spec §3-§5, §8).
 *
 * Prerendered as a plain HTML form and hydrated late. The submit flow follows
 * the spec's order: field rules, blocked e-mail, blocked content, cooldown;
 * then the cooldown starts (before sending, so a failed send still counts),
 * the visitor's identity is gathered and the lead goes out in one request.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import { useForm, type Resolver } from "react-hook-form";
import {
  EMPTY_FORM_VALUES,
  FIELD_LIMITS,
  MESSAGES,
  PREFERRED_CONTACT_LABELS,
  PREFERRED_CONTACTS,
  SERVICE_TYPE_LABELS,
  SERVICE_TYPES,
  containsBlockedContent,
  isBlockedEmail,
  leadFormSchema,
  toLeadRequest,
  type FormType,
  type LeadFormValues,
} from "../../common/index.ts";
import { submitLead, type SubmitLeadResult } from "../lib/api.ts";
import { isCoolingDown, startCooldown } from "../lib/cooldown.ts";
import { randomId } from "../lib/random-id.ts";
import { getAttribution, getReferrer, getSessionId, getVisitorId } from "../lib/tracking.ts";
import { toast } from "./toast.tsx";

type FieldName = keyof LeadFormValues;
type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface LeadFormProps {
  mode: FormType;
  className?: string;
  /** Text of the submit button; defaults to "Request My Free Quote" / "Send Message". */
  submitLabel?: string;
}

/** Quote form: when the visitor would like to be reached. Sent as the label text. */
export const PREFERRED_TIMES = ["Morning (8 AM-12 PM)", "Afternoon (12-4 PM)", "Evening (4-6 PM)", "Any time"] as const;

/** API field names (snake_case) back to the form's. */
const WIRE_TO_FIELD: Record<string, FieldName> = {
  name: "name",
  email: "email",
  phone: "phone",
  message: "message",
  address: "address",
  service_type: "serviceType",
  project_details: "projectDetails",
  preferred_contact: "preferredContact",
  preferred_time: "preferredTime",
};

/** Fields of each mode, in the order they are shown (and focused when invalid). */
const FIELD_ORDER: Record<FormType, FieldName[]> = {
  contact: ["name", "email", "phone", "message"],
  quote: ["name", "email", "phone", "address", "serviceType", "preferredContact", "preferredTime", "projectDetails"],
};

/** Server messages the form may show as they are; anything else reads as MESSAGES.failure. */
const MESSAGE_BY_CODE: Record<string, string> = {
  blocked_email: MESSAGES.blockedEmail,
  blocked_content: MESSAGES.blockedContent,
  cooldown: MESSAGES.cooldown,
  rate_limited: MESSAGES.rateLimited,
  invalid_request: MESSAGES.invalidRequest,
};

interface Status {
  kind: "success" | "error";
  message: string;
  /** Changes with every message, so the live region announces a repeated one again. */
  key: number;
}

const subscribeNothing = () => () => {};

function messageForFailure(result: Extract<SubmitLeadResult, { ok: false }>, hasFieldErrors: boolean): string {
  if (result.code === "invalid_request" && !hasFieldErrors) return MESSAGES.failure;
  return MESSAGE_BY_CODE[result.code] ?? MESSAGES.failure;
}

export function LeadForm({ mode, className, submitLabel }: LeadFormProps) {
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const errorId = (name: FieldName) => `${uid}-${name}-error`;

  const resolver = useMemo(() => zodResolver(leadFormSchema(mode)) as unknown as Resolver<LeadFormValues>, [mode]);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { errors },
  } = useForm<LeadFormValues>({
    resolver,
    defaultValues: EMPTY_FORM_VALUES,
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
  });

  // True only while this render hydrates prerendered HTML (and on the server).
  const hydrating = useSyncExternalStore(subscribeNothing, () => false, () => true);
  const startedByHydration = useRef(hydrating);
  const mounted = useRef(false);
  // What a visitor typed into the prerendered form before the JavaScript arrived.
  const typedBeforeHydration = useRef<Partial<Record<FieldName, string>>>({});
  // performance.now() at the form's first render in this page; 0 (navigation start) for prerendered HTML.
  const renderedAt = useRef(0);
  const honeypot = useRef<HTMLInputElement>(null);
  const busy = useRef(false);
  // The submission_id of an attempt whose connection dropped, reused when the same values are sent again.
  const droppedAttempt = useRef<{ key: string; submissionId: string } | undefined>(undefined);
  const statusKey = useRef(0);

  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState<Status | null>(null);

  useEffect(() => {
    mounted.current = true;
    renderedAt.current = startedByHydration.current ? 0 : performance.now();
    // react-hook-form writes its default values into the inputs when it registers them;
    // put back anything the visitor had already typed.
    for (const [name, value] of Object.entries(typedBeforeHydration.current) as [FieldName, string][]) {
      setValue(name, value as never, { shouldDirty: true });
    }
    typedBeforeHydration.current = {};
  }, [setValue]);

  function field(name: FieldName) {
    const registration = register(name);
    return {
      ...registration,
      ref: (element: FieldElement | null) => {
        if (element && !mounted.current && startedByHydration.current) {
          if (element instanceof HTMLInputElement && element.type === "radio") {
            if (element.checked) typedBeforeHydration.current[name] = element.value;
          } else if (element.value !== "") {
            typedBeforeHydration.current[name] = element.value;
          }
        }
        registration.ref(element);
      },
    };
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
    const message = errors[name]?.message;
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

  function show(kind: Status["kind"], message: string) {
    statusKey.current += 1;
    setStatus({ kind, message, key: statusKey.current });
    // The status region beside the button announces it; the toast is for the eyes only.
    if (kind === "success") toast.success(message, { announce: false });
    else toast.error(message, { announce: false });
  }

  function refuse(message: string, field?: FieldName) {
    if (field) setError(field, { type: "refused", message }, { shouldFocus: true });
    show("error", message);
  }

  async function send(values: LeadFormValues) {
    setStatus(null);

    if (isBlockedEmail(values.email)) return refuse(MESSAGES.blockedEmail, "email");
    const blockedField: FieldName | undefined = containsBlockedContent(values.message)
      ? "message"
      : containsBlockedContent(values.projectDetails)
        ? "projectDetails"
        : undefined;
    if (blockedField) return refuse(MESSAGES.blockedContent, FIELD_ORDER[mode].includes(blockedField) ? blockedField : undefined);
    const now = Date.now();
    if (isCoolingDown(mode, now)) return refuse(MESSAGES.cooldown);
    startCooldown(mode, now);

    setPending(true);
    try {
      const attemptKey = JSON.stringify(values);
      const submissionId =
        droppedAttempt.current?.key === attemptKey ? droppedAttempt.current.submissionId : randomId();
      const request = toLeadRequest(mode, values, {
        submission_id: submissionId,
        visitor_id: await getVisitorId(),
        session_id: getSessionId(),
        referrer: getReferrer(),
        ...getAttribution(),
        elapsed_ms: Math.max(0, Math.round(performance.now() - renderedAt.current)),
        website: honeypot.current?.value ?? "",
      });
      const result = await submitLead(request);

      if (result.ok) {
        droppedAttempt.current = undefined;
        // keepFieldsRef: the inputs stay registered, so every one (radios included) is set back to its default.
        reset(EMPTY_FORM_VALUES, { keepFieldsRef: true });
        if (honeypot.current) honeypot.current.value = "";
        show("success", mode === "quote" ? MESSAGES.quoteSuccess : MESSAGES.contactSuccess);
        return;
      }

      console.error("Lead submission failed:", result.status, result.code, result.message, result.cause ?? "");
      droppedAttempt.current = result.status === 0 ? { key: attemptKey, submissionId } : undefined;

      const shown = FIELD_ORDER[mode];
      const fieldErrors = Object.entries(result.fields ?? {})
        .map(([wire, message]) => [WIRE_TO_FIELD[wire], message] as const)
        .filter((entry): entry is readonly [FieldName, string] => entry[0] !== undefined && shown.includes(entry[0]))
        .sort(([a], [b]) => shown.indexOf(a) - shown.indexOf(b));
      if (result.code === "blocked_email" && fieldErrors.length === 0) fieldErrors.push(["email", MESSAGES.blockedEmail]);
      if (result.code === "blocked_content" && fieldErrors.length === 0) {
        fieldErrors.push([mode === "quote" ? "projectDetails" : "message", MESSAGES.blockedContent]);
      }
      fieldErrors.forEach(([name, message], index) =>
        setError(name, { type: "server", message }, { shouldFocus: index === 0 }),
      );
      show("error", messageForFailure(result, fieldErrors.length > 0));
    } catch (err) {
      console.error("Lead submission failed:", err);
      show("error", MESSAGES.failure);
    } finally {
      setPending(false);
    }
  }

  const submit = handleSubmit(send, () => setStatus(null));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // A second click before React re-renders must not send a second lead.
    if (busy.current) {
      event.preventDefault();
      return;
    }
    busy.current = true;
    void submit(event).finally(() => {
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
    <form
      className={className ? `lf-form ${className}` : "lf-form"}
      method="post"
      action="/api/leads"
      noValidate
      onSubmit={onSubmit}
      // The fingerprint library starts loading when the visitor begins to fill the form, not with the page.
      onFocus={() => void getVisitorId()}
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
        <input ref={honeypot} id={id("website")} type="text" name="website" tabIndex={-1} autoComplete="off" />
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
  );
}

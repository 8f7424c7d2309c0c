/**
 * The working half of the lead form: react-hook-form with the shared zod
 * schema, the spam screens, the cooldown and the request. lead-form.tsx loads
 * it when the visitor first touches the form, so the form pages ship the
 * markup with the page and this (about 20 KB gzip) only to people who fill it.
 *
 * The form control is made with `createFormControl` rather than `useForm`: the
 * inputs are already on the page, rendered by the shell, and must not be
 * remounted when the engine arrives (focus, caret and typed text stay). The
 * shell spreads `field(name)` onto them and shows what the engine reports.
 *
 * The submit flow runs the Worker's order: field rules, the spam screens (only
 * what the Worker would refuse is refused here, with the same message; a
 * flagged or held lead is the Worker's call), cooldown; then the cooldown starts
 * (before sending, so a failed send still counts), the visitor's identity is
 * gathered and the lead goes out in one request.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { createFormControl, type FieldErrors, type Resolver } from "react-hook-form";
import {
  EMPTY_FORM_VALUES,
  MESSAGES,
  leadFormSchema,
  refusalFieldErrors,
  refusalMessage,
  screenLead,
  toLeadRequest,
  type FormType,
  type LeadFormValues,
} from "../../common/index.ts";
import { submitLead, type SubmitLeadResult } from "../lib/api.ts";
import { isCoolingDown, startCooldown } from "../lib/cooldown.ts";
import { randomId } from "../lib/random-id.ts";
import { getAttribution, getReferrer, getSessionId, getVisitorId } from "../lib/tracking.ts";

export type FieldName = keyof LeadFormValues;
export type FieldMessages = Partial<Record<FieldName, string>>;
type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What the engine needs from the form component that renders it. */
export interface LeadFormHost {
  mode(): FormType;
  form(): HTMLFormElement | null;
  /** performance.now() at the form's first render; 0 (navigation start) for prerendered HTML. */
  renderedAt(): number;
  setErrors(errors: FieldMessages): void;
  setPending(pending: boolean): void;
  /** Shows a message in the status region and as a toast. */
  show(kind: "success" | "error", message: string): void;
  clearStatus(): void;
  /** After an accepted quote: offer to pick the estimate visit with this signed link token (or hide the offer: null). */
  offerBooking(token: string | null): void;
}

export interface LeadFormEngine {
  /** Registration props for one field: spread them onto its input, select or radio. */
  field(name: FieldName): {
    name: FieldName;
    onChange: (event: { target: unknown; type?: unknown }) => Promise<void | boolean>;
    onBlur: (event: { target: unknown; type?: unknown }) => Promise<void | boolean>;
    ref: (element: FieldElement | null) => void;
  };
  /** One submit attempt: validate, screen, send. Never rejects. */
  submit(): Promise<void>;
  /** Starts reporting field errors to the host; returns the way to stop. */
  connect(): () => void;
}

const resolvers: Partial<Record<FormType, Resolver<LeadFormValues>>> = {};

function resolverFor(mode: FormType): Resolver<LeadFormValues> {
  return (resolvers[mode] ??= zodResolver(leadFormSchema(mode)) as unknown as Resolver<LeadFormValues>);
}

/**
 * An attempt the Worker may have stored without the browser hearing so: no
 * answer at all, or a server error (5xx, from the Worker or the edge in front
 * of it). A 4xx is a decision about these values; the next attempt is new.
 */
export function isRetryable(result: Extract<SubmitLeadResult, { ok: false }>): boolean {
  return result.status === 0 || result.status >= 500;
}

function messagesOf(errors: FieldErrors<LeadFormValues>): FieldMessages {
  const messages: FieldMessages = {};
  for (const name of Object.keys(errors) as FieldName[]) {
    const message = errors[name]?.message;
    if (message) messages[name] = message;
  }
  return messages;
}

/** What the visitor sees in the field now: its value, or a radio group's checked value. */
function shownValue(element: FieldElement): string {
  if (element instanceof HTMLInputElement && element.type === "radio") {
    const group = element.form?.elements.namedItem(element.name);
    if (group instanceof RadioNodeList) return group.value;
    return element.checked ? element.value : "";
  }
  return element.value;
}

export function createLeadFormEngine(host: LeadFormHost): LeadFormEngine {
  const control = createFormControl<LeadFormValues>({
    // The mode is read at each validation, so one engine serves whichever mode the form shows.
    resolver: (values, context, options) => resolverFor(host.mode())(values, context, options),
    defaultValues: EMPTY_FORM_VALUES,
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
  });
  const { register, handleSubmit, reset, setError, setValue, subscribe } = control;

  // Elements the engine has taken over; each is read once, when it is first attached.
  const attached = new WeakSet<Element>();
  // The submission_id of an attempt that got no answer or a server error (5xx), reused when the
  // same values are sent again: the Worker answers a stored id with its first answer, so a retry
  // of an attempt that was in fact stored stores and mails nothing twice.
  let failedAttempt: { key: string; submissionId: string } | undefined;

  function field(name: FieldName) {
    const registration = register(name);
    return {
      ...registration,
      name,
      ref: (element: FieldElement | null) => {
        if (element && !attached.has(element)) {
          attached.add(element);
          // Whatever the visitor typed or chose before the engine arrived becomes the form's
          // value first, so registering writes the same value back: no text lost, no caret moved.
          setValue(name, shownValue(element) as never);
        }
        registration.ref(element);
      },
    };
  }

  function refuse(message: string, name?: FieldName) {
    if (name) setError(name, { type: "refused", message }, { shouldFocus: true });
    host.show("error", message);
  }

  async function send(values: LeadFormValues) {
    const mode = host.mode();
    host.clearStatus();

    // A submission the screens refuse is still sent: the Worker keeps it (held, with the reason) so
    // the owner sees a customer the screens misjudged, and answers with the refusal's own message and
    // field. It neither meets nor starts the cooldown, so the visitor can revise and send at once.
    const refusedHere = screenLead({ email: values.email, message: values.message, projectDetails: values.projectDetails }).outcome === "refuse";
    const now = Date.now();
    if (!refusedHere) {
      if (isCoolingDown(mode, now)) return refuse(MESSAGES.cooldown);
      startCooldown(mode, now);
    }

    host.setPending(true);
    const honeypot = host.form()?.elements.namedItem("website");
    const website = honeypot instanceof HTMLInputElement ? honeypot : undefined;
    try {
      const attemptKey = JSON.stringify(values);
      const submissionId = failedAttempt?.key === attemptKey ? failedAttempt.submissionId : randomId();
      const request = toLeadRequest(mode, values, {
        submission_id: submissionId,
        visitor_id: await getVisitorId(),
        session_id: getSessionId(),
        referrer: getReferrer(),
        ...getAttribution(),
        elapsed_ms: Math.max(0, Math.round(performance.now() - host.renderedAt())),
        website: website?.value ?? "",
      });
      const result = await submitLead(request);

      if (result.ok) {
        failedAttempt = undefined;
        // keepFieldsRef: the inputs stay registered, so every one (radios included) is set back to its default.
        reset(EMPTY_FORM_VALUES, { keepFieldsRef: true });
        if (website) website.value = "";
        host.show("success", mode === "quote" ? MESSAGES.quoteSuccess : MESSAGES.contactSuccess);
        host.offerBooking(result.bookingToken ?? null);
        return;
      }

      console.error("Lead submission failed:", result.status, result.code, result.message, result.cause ?? "");
      failedAttempt = isRetryable(result) ? { key: attemptKey, submissionId } : undefined;

      // The same fields and words the Worker's form page shows for this refusal (common/lead-form.ts).
      const fieldErrors = refusalFieldErrors(mode, result);
      fieldErrors.forEach(([name, message], index) =>
        setError(name, { type: "server", message }, { shouldFocus: index === 0 }),
      );
      host.show("error", refusalMessage(result.code, fieldErrors.length > 0));
    } catch (err) {
      console.error("Lead submission failed:", err);
      host.show("error", MESSAGES.failure);
    } finally {
      host.setPending(false);
    }
  }

  const submit = handleSubmit(send, () => host.clearStatus());

  return {
    field,
    submit: () =>
      submit().catch((err: unknown) => {
        console.error("Lead submission failed:", err);
        host.show("error", MESSAGES.failure);
      }),
    connect: () =>
      subscribe({
        formState: { errors: true },
        callback: ({ errors }) => host.setErrors(messagesOf(errors ?? {})),
      }),
  };
}

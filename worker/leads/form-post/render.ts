/**
 * The page a no-JavaScript form post is answered with: the form's own
 * prerendered page (from ASSETS) with the message in the form's status region
 * and, on a refusal, every value the visitor typed written back and each
 * invalid field marked as the hydrated form marks it. When that page cannot be
 * had, a plain page with the same message and the same form.
 *
 * Everything echoed is escaped: escapeHtml for attribute values and the
 * fallback page, HTMLRewriter's setInnerContent({ html: false }) for text.
 */
import { SERVICE_AREA_MAP_URL } from "../../../common/business";
import { EMPTY_FORM_VALUES, FIELD_LIMITS, FORM_FIELD_ORDER, type FormType } from "../../../common";
// The form definition the React form renders from, so the fallback page shows the same form.
import { ERROR_ICON, FIELD_CHOICES, FIELD_LABELS, FIELD_PLACEHOLDERS, isChoiceField } from "../../../common/lead-form";
import { inlineSource, pageContentSecurityPolicy } from "../../../common/csp";
import { escapeHtml } from "../../../common/html";
import { errorSummary } from "../../platform/log";
import { FORM_PAGES, type FormAnswer } from "./answer";
import type { FormField } from "./read";

/** The answer on the form's own prerendered page, or the fallback page if that cannot be had. */
export async function renderFormAnswer(env: Cloudflare.Env, request: Request, answer: FormAnswer): Promise<Response> {
  const page = await fetchFormPage(env, request, answer.formType);
  if (page) {
    try {
      const rendered = await renderFormPage(page, answer);
      if (rendered) return rendered;
      console.error(`Form post: no lead form found on ${FORM_PAGES[answer.formType]}; answering with the plain page.`);
    } catch (error) {
      console.error(`Form post: could not rewrite the form page: ${errorSummary(error)}`);
    }
  }
  return fallbackPage(answer);
}

async function fetchFormPage(env: Cloudflare.Env, request: Request, formType: FormType): Promise<Response | null> {
  if (!env.ASSETS) return null;
  try {
    const page = await env.ASSETS.fetch(new Request(new URL(FORM_PAGES[formType], request.url)));
    if (page.ok && (page.headers.get("Content-Type") ?? "").startsWith("text/html")) return page;
    await page.body?.cancel();
    console.error(`Form post: ${FORM_PAGES[formType]} answered ${page.status}; answering with the plain page.`);
  } catch (error) {
    console.error(`Form post: could not fetch the form page: ${errorSummary(error)}`);
  }
  return null;
}

/** The page's own hardening headers (from _headers, when ASSETS adds them), kept on the answer. */
const PAGE_HEADERS_KEPT = ["Strict-Transport-Security", "Permissions-Policy", "Cross-Origin-Opener-Policy"];

function answerHeaders(answer: FormAnswer, csp: string, page?: Response): Headers {
  const headers = new Headers(answer.headers);
  for (const name of PAGE_HEADERS_KEPT) {
    const value = page?.headers.get(name);
    if (value) headers.set(name, value);
  }
  headers.set("Content-Type", "text/html; charset=utf-8");
  // A page holding what one visitor typed: never cached, never indexed, never framed.
  headers.set("Cache-Control", "no-store");
  headers.set("X-Robots-Tag", "noindex");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Content-Security-Policy", csp);
  return headers;
}

const FORM = 'form[action="/api/leads"]';

const ERROR_ICON_SVG =
  `<svg class="lf-error-icon" viewBox="${ERROR_ICON.viewBox}" width="${ERROR_ICON.size}" height="${ERROR_ICON.size}" ` +
  `aria-hidden="true" focusable="false"><path d="${ERROR_ICON.path}" fill="currentColor"/></svg>`;

/** A typed value the select does not offer (only a hand-made post sends one): added, so it is not lost. */
function isOffered(field: FormField, value: string): boolean {
  return !isChoiceField(field) || FIELD_CHOICES[field].some(([choice]) => choice === value);
}

/**
 * Writes the answer into the prerendered page (a Response from ASSETS) and
 * returns the finished response, or null when the page holds no lead form of
 * this kind. The page's scripts are removed (its structured data stays):
 * hydrating here (the address is /api/leads) would render the not-found route
 * over the answer. Without them the page is what a visitor without JavaScript
 * sees anyway, and a second post from it works the same way. The page's policy
 * (common/csp.ts) is sent with no script at all and exactly the page's inline
 * styles (by hash), so the page's own looks stay.
 */
export async function renderFormPage(page: Response, answer: FormAnswer): Promise<Response | null> {
  const form = `${FORM}[data-mode="${answer.formType}"]`;
  const order = FORM_FIELD_ORDER[answer.formType];
  const firstInvalid = order.find((field) => answer.fieldErrors[field] !== undefined);
  const styles: string[] = [];
  let placed = false;

  const markInvalid = (element: Element, field: FormField) => {
    const message = answer.fieldErrors[field];
    if (message === undefined) return;
    const id = element.getAttribute("id") ?? `lf-${field}`;
    element.setAttribute("id", id);
    element.setAttribute("aria-invalid", "true");
    element.setAttribute("aria-describedby", `${id}-error`);
    if (field === firstInvalid) element.setAttribute("autofocus", "");
    element.after(`<p class="lf-error" id="${escapeHtml(id)}-error">${ERROR_ICON_SVG}${escapeHtml(message)}</p>`, {
      html: true,
    });
  };

  let rewriter = new HTMLRewriter()
    .on('script:not([type="application/ld+json"])', { element: (element) => void element.remove() })
    .on('link[rel="modulepreload"]', { element: (element) => void element.remove() })
    .on("style", {
      element: () => void styles.push(""),
      text: (chunk) => {
        styles[styles.length - 1] += chunk.text;
      },
    })
    .on(`${form} .lf-status--${answer.kind}`, {
      element: (element) => {
        placed = true;
        element.setInnerContent(answer.message, { html: false });
        // The estimate visit, as the hydrated form's success state offers it (the booking page needs no script).
        if (answer.bookingPath) {
          element.after(
            `<p class="booking-offer"><a class="booking-offer__link" href="${escapeHtml(answer.bookingPath)}">Pick a time for your free estimate visit</a></p>`,
            { html: true },
          );
        }
        // Focusing the message on load scrolls it into view and has it read out;
        // a field error takes the focus instead, as the hydrated form does.
        if (answer.kind === "success" || firstInvalid === undefined) {
          element.setAttribute("tabindex", "-1");
          element.setAttribute("autofocus", "");
        }
      },
    });

  for (const field of order) {
    const value = answer.values[field];
    if (field === "preferredContact") {
      rewriter = rewriter.on(`${form} input[name="${field}"]`, {
        element: (element) => {
          if (value === undefined || value === "") return;
          if (element.getAttribute("value") === value) element.setAttribute("checked", "");
          else element.removeAttribute("checked");
        },
      });
      continue;
    }
    rewriter = rewriter
      .on(`${form} input[name="${field}"]`, {
        element: (element) => {
          // setAttribute escapes only the double quote: "&" and "<" go out as they are, so a
          // typed "&amp;" would come back as "&". Escape it all here; setAttribute then finds
          // nothing left to escape (form-post.test.ts pins the exact round trip).
          if (value !== undefined) element.setAttribute("value", escapeHtml(value));
          markInvalid(element, field);
        },
      })
      .on(`${form} textarea[name="${field}"]`, {
        element: (element) => {
          // The parser drops one newline right after <textarea>: keep a typed leading one.
          if (value !== undefined) element.setInnerContent(value.startsWith("\n") ? `\n${value}` : value, { html: false });
          markInvalid(element, field);
        },
      })
      .on(`${form} select[name="${field}"]`, {
        element: (element) => {
          if (value !== undefined && !isOffered(field, value)) {
            element.append(`<option value="${escapeHtml(value)}" selected>${escapeHtml(value)}</option>`, { html: true });
          }
          markInvalid(element, field);
        },
      })
      .on(`${form} select[name="${field}"] option`, {
        element: (element) => {
          if (value === undefined) return;
          if ((element.getAttribute("value") ?? "") === value) element.setAttribute("selected", "");
          else element.removeAttribute("selected");
        },
      });
  }

  const html = await rewriter.transform(page).text();
  if (!placed) return null;
  const csp = pageContentSecurityPolicy({
    scripts: "none",
    styleSources: await Promise.all(styles.map(inlineSource)),
    mapEmbedUrl: SERVICE_AREA_MAP_URL,
  });
  return new Response(html, { status: answer.status, headers: answerHeaders(answer, csp, page) });
}

function choiceOptions(field: FormField, value: string): string {
  const choices = isChoiceField(field) ? [...FIELD_CHOICES[field]] : [];
  if (!isOffered(field, value)) choices.push([value, value]);
  return choices
    .map(
      ([choice, label]) =>
        `<option value="${escapeHtml(choice)}"${choice === value ? " selected" : ""}>${escapeHtml(label)}</option>`,
    )
    .join("");
}

function fallbackField(field: FormField, answer: FormAnswer): string {
  const value = answer.values[field] ?? "";
  const id = `f-${field}`;
  const error = answer.fieldErrors[field];
  const described = error ? ` aria-invalid="true" aria-describedby="${id}-error"` : "";
  const message = error ? `<br><strong id="${id}-error">${escapeHtml(error)}</strong>` : "";
  if (field === "preferredContact") {
    const radios = FIELD_CHOICES.preferredContact
      .map(([choice, label]) => {
        const checked = choice === (value || EMPTY_FORM_VALUES.preferredContact) ? " checked" : "";
        return `<label><input type="radio" name="${field}" value="${choice}"${checked}> ${escapeHtml(label)}</label> `;
      })
      .join("");
    // The group carries the error, as on the hydrated form: ARIA 1.2 allows aria-invalid on a radiogroup, not on a radio.
    return `<fieldset role="radiogroup"${described}><legend>${FIELD_LABELS[field]}</legend>${radios}${message}</fieldset>`;
  }
  const limit = (FIELD_LIMITS as Partial<Record<FormField, number>>)[field];
  const max = limit ? ` maxlength="${limit}"` : "";
  const placeholder = FIELD_PLACEHOLDERS[field] ? ` placeholder="${escapeHtml(FIELD_PLACEHOLDERS[field])}"` : "";
  let control: string;
  if (isChoiceField(field)) {
    control = `<select id="${id}" name="${field}"${described}>${choiceOptions(field, value)}</select>`;
  } else if (field === "message" || field === "projectDetails") {
    control = `<textarea id="${id}" name="${field}" rows="5"${max}${placeholder}${described}>${escapeHtml(value)}</textarea>`;
  } else {
    control = `<input id="${id}" name="${field}" value="${escapeHtml(value)}"${max}${described}>`;
  }
  return `<p><label for="${id}">${FIELD_LABELS[field]}</label><br>${control}${message}</p>`;
}

/**
 * The answer when the prerendered page cannot be had (no ASSETS binding, the
 * page missing or unreadable): a plain page with the message and, on a
 * refusal, the form again with every value the visitor typed, so nothing is
 * lost even here. Self-contained: no script, no style, nothing loaded.
 */
export function fallbackPage(answer: FormAnswer): Response {
  const back = FORM_PAGES[answer.formType];
  const form =
    answer.kind === "error"
      ? `<form method="post" action="/api/leads"><input type="hidden" name="form_type" value="${answer.formType}">` +
        FORM_FIELD_ORDER[answer.formType].map((field) => fallbackField(field, answer)).join("") +
        `<p><button type="submit">Send again</button></p></form>`
      : "";
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(answer.message)}</title></head><body><main>` +
    `<p role="${answer.kind === "success" ? "status" : "alert"}"><strong>${escapeHtml(answer.message)}</strong></p>` +
    form +
    `<p><a href="${back}">Back to the ${answer.formType === "quote" ? "quote" : "contact"} page</a></p>` +
    `</main></body></html>`;
  // Nothing on this page loads anything; it only posts back here.
  const csp = "default-src 'none'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";
  return new Response(html, { status: answer.status, headers: answerHeaders(answer, csp) });
}

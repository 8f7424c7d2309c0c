/**
 * Reads the mail that `wrangler dev` simulates for the send_email binding.
 *
 * Where it lands (miniflare, wrangler 4.16x): a raw `EmailMessage` is written
 * as `.eml` and a message-builder send as `.txt`/`.html` parts, all under
 * `.wrangler/tmp/email/<miniflare session>/…`, and wrangler logs
 * "send_email binding called with …" with the From/To/Subject and the file
 * paths. The session folder is deleted when wrangler stops. This reader
 * looks at both the files and the log so either way of sending is found.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { inject } from "vitest";
import { listFiles } from "../../../scripts/lib/built-site.ts";
import { EMAIL_TMP_DIR } from "./paths.ts";

export interface Mail {
  subject: string;
  from: string;
  to: string;
  /** Decoded text and HTML parts where they could be read; the raw message for .eml. */
  body: string;
  source: string;
}

function stripAnsi(text: string): string {
  // eslint-disable-next-line no-control-regex -- ANSI colour codes start with ESC
  return text.replace(/\u001b\[[0-9;]*m/g, "");
}

/** RFC 2047 encoded words (=?utf-8?B?…?= / =?utf-8?Q?…?=). */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_m, charset: string, encoding: string, text: string) => {
      const bytes =
        encoding.toUpperCase() === "B"
          ? Buffer.from(text, "base64")
          : Buffer.from(
              text.replace(/_/g, " ").replace(/=([0-9A-Fa-f]{2})/g, (_x, hex: string) => String.fromCharCode(parseInt(hex, 16))),
              "latin1",
            );
      return new TextDecoder(charset).decode(bytes);
    });
}

function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? "";
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const match = unfolded.match(new RegExp(`^${name}:\\s*(.*)$`, "im"));
  return match?.[1] ? decodeWords(match[1].trim()) : "";
}

/** Bodies of a MIME message, with base64 and quoted-printable parts decoded. */
function mimeBodies(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  return parts
    .map((part) => {
      const [head = "", ...rest] = part.split(/\r?\n\r?\n/);
      const body = rest.join("\n\n");
      if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
      if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
        return Buffer.from(
          body.replace(/=\r?\n/g, "").replace(/=([0-9A-Fa-f]{2})/g, (_x, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          "latin1",
        ).toString("utf8");
      }
      return body;
    })
    .join("\n");
}

function fromEmlFiles(): Mail[] {
  // Other wrangler sessions on this machine write here too: only this run's files count.
  const since = inject("serverStartedAt");
  return listFiles(EMAIL_TMP_DIR)
    .filter((path) => path.endsWith(".eml") && statSync(path).mtimeMs >= since)
    .map((path) => {
      const raw = readFileSync(path, "utf8");
      return {
        subject: header(raw, "Subject"),
        from: header(raw, "From"),
        to: header(raw, "To"),
        body: `${raw}\n${mimeBodies(raw)}`,
        source: path,
      };
    });
}

function fromLog(): Mail[] {
  const logPath = inject("wranglerLog");
  if (!existsSync(logPath)) return [];
  const log = stripAnsi(readFileSync(logPath, "utf8"));
  const blocks = log.split(/send_email binding called with[^\n]*\n/).slice(1);
  return blocks.flatMap((block) => {
    const subject = block.match(/^Subject: (.*)$/m)?.[1]?.trim();
    if (!subject) return [];
    const files = [...block.matchAll(/^(?:Text|HTML|Email): (\S+)$/gm)].map((m) => m[1] ?? "");
    const body = files.map((file) => (existsSync(file) ? readFileSync(file, "utf8") : "")).join("\n");
    return [
      {
        subject: decodeWords(subject),
        from: block.match(/^From: (.*)$/m)?.[1]?.trim() ?? "",
        to: block.match(/^To: (.*)$/m)?.[1]?.trim() ?? "",
        body,
        source: `log: ${files.join(", ")}`,
      },
    ];
  });
}

export function allMail(): Mail[] {
  return [...fromEmlFiles(), ...fromLog()];
}

/** Waits for mail with exactly this subject (the notice is sent after the answer, in waitUntil). */
export async function waitForMail(subject: string, timeoutMs = 30_000): Promise<Mail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = allMail().filter((mail) => mail.subject === subject);
    if (found.length > 0 || Date.now() > deadline) return dedupe(found);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** The same message can be seen both as a file and in the log. */
function dedupe(mails: Mail[]): Mail[] {
  const eml = mails.filter((m) => m.source.endsWith(".eml"));
  const logged = mails.filter((m) => !m.source.endsWith(".eml") && !eml.some((e) => m.source.includes(e.source)));
  return [...eml, ...logged];
}

// A small reader for the messages this app sends (nodemailer's MIME output): headers, RFC 2047
// encoded words, multipart bodies, quoted-printable and base64 parts. Enough to read the local
// outbox and to check mail in tests; not a general MIME parser.

/** Header lines unfolded, names lower-cased; the first occurrence of a name wins. */
function parseHeaders(block) {
  const headers = new Map();
  const lines = block.split("\n");
  const unfolded = [];
  for (const line of lines) {
    if (/^[ \t]/.test(line) && unfolded.length) unfolded[unfolded.length - 1] += " " + line.trim();
    else if (line) unfolded.push(line);
  }
  for (const line of unfolded) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return headers;
}

function splitHead(raw) {
  const at = raw.indexOf("\n\n");
  return at < 0 ? { head: raw, body: "" } : { head: raw.slice(0, at), body: raw.slice(at + 2) };
}

/** `=XX` escapes (and soft line breaks) to bytes, then UTF-8 (or the part's charset). */
export function decodeQuotedPrintable(s, charset = "utf-8") {
  const binary = s.replace(/=\n/g, "").replace(/=([0-9A-Fa-f]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(binary, "latin1").toString(bufferEncoding(charset));
}

function bufferEncoding(charset) {
  const c = (charset || "utf-8").toLowerCase();
  return c === "iso-8859-1" || c === "latin1" || c === "us-ascii" ? "latin1" : "utf8";
}

/** RFC 2047 words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`); whitespace between two words is dropped. */
export function decodeWords(value) {
  if (!value) return "";
  return value.replace(/\?=\s+=\?/g, "?==?").replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, charset, enc, text) => {
    if (enc.toUpperCase() === "B") return Buffer.from(text, "base64").toString(bufferEncoding(charset));
    return decodeQuotedPrintable(text.replace(/_/g, " "), charset);
  });
}

function param(headerValue, name) {
  const m = new RegExp(`;\\s*${name}=("([^"]*)"|[^;\\s]+)`, "i").exec(headerValue ?? "");
  return m ? (m[2] ?? m[1]) : undefined;
}

function decodeBody(body, headers) {
  const encoding = (headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  const charset = param(headers.get("content-type"), "charset");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body, charset);
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString(bufferEncoding(charset));
  return body;
}

/** Leaf parts of a (possibly nested) multipart body, each as { type, content }. */
function leafParts(headers, body) {
  const type = (headers.get("content-type") ?? "text/plain").split(";")[0].trim().toLowerCase();
  if (!type.startsWith("multipart/")) return [{ type, content: decodeBody(body, headers) }];
  const boundary = param(headers.get("content-type"), "boundary");
  if (!boundary) return [];
  const parts = [];
  for (const chunk of body.split(`--${boundary}`).slice(1)) {
    if (chunk.startsWith("--")) break;
    const { head, body: partBody } = splitHead(chunk.replace(/^\n/, ""));
    parts.push(...leafParts(parseHeaders(head), partBody.replace(/\n$/, "")));
  }
  return parts;
}

/** Parses one message (LF or CRLF line ends) into its envelope headers and text/HTML parts. */
export function parseEml(raw) {
  const text = String(raw).replace(/\r\n/g, "\n");
  const { head, body } = splitHead(text);
  const headers = parseHeaders(head);
  // The line end that closes the message is framing, not text.
  const parts = leafParts(headers, body.replace(/\n$/, ""));
  return {
    headers,
    from: decodeWords(headers.get("from")),
    to: decodeWords(headers.get("to")),
    subject: decodeWords(headers.get("subject")),
    date: headers.has("date") ? new Date(headers.get("date")) : null,
    text: parts.find((p) => p.type === "text/plain")?.content ?? "",
    html: parts.find((p) => p.type === "text/html")?.content ?? "",
  };
}

#!/usr/bin/env node
// Reads the local outbox: the .eml files the app writes when SMTP_URL is not set.
//   npm run outbox             the 10 newest messages, then the text of the newest
//   npm run outbox -- 25       the 25 newest, then the text of the newest
//   npm run outbox -- <file>   the text of that message (a path, or a name in the outbox)
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parseEml } from "./lib/eml.mjs";

const dir = path.resolve(process.env.MAIL_OUTBOX_DIR?.trim() || ".data/outbox");
const arg = process.argv[2];

function newestFirst() {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(".eml"))
    .map((f) => ({ file: path.join(dir, f), mtime: statSync(path.join(dir, f)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime || b.file.localeCompare(a.file))
    .map((x) => x.file);
}

function show(file) {
  const mail = parseEml(readFileSync(file));
  console.log(`File:    ${file}`);
  console.log(`Date:    ${mail.date?.toISOString() ?? "?"}`);
  console.log(`From:    ${mail.from}`);
  console.log(`To:      ${mail.to}`);
  console.log(`Subject: ${mail.subject}`);
  console.log("");
  console.log(mail.text || "(no text part)");
}

if (arg && !/^\d+$/.test(arg)) {
  const file = existsSync(arg) ? arg : path.join(dir, arg);
  if (!existsSync(file)) {
    console.error(`No such message: ${arg}`);
    process.exit(1);
  }
  show(file);
} else {
  const files = newestFirst();
  if (files.length === 0) {
    console.log(`The outbox is empty (${dir}).`);
    process.exit(0);
  }
  const count = arg ? Math.max(1, Number(arg)) : 10;
  console.log(`${files.length} message(s) in ${dir}; newest first:\n`);
  for (const file of files.slice(0, count)) {
    const mail = parseEml(readFileSync(file));
    console.log(`${mail.date?.toISOString() ?? "?"}  ${mail.to}  ${mail.subject}`);
    console.log(`    ${path.basename(file)}`);
  }
  console.log(`\n──── newest message ────`);
  show(files[0]);
}

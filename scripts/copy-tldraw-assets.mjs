#!/usr/bin/env node
// Copies tldraw's fonts, icons, translations and embed icons (node_modules/@tldraw/assets, ≈3.6 MB)
// to public/tldraw-assets, which the whiteboard passes as its asset base (getAssetUrls from
// @tldraw/assets/selfHosted): nothing is fetched from a CDN (D68). public/tldraw-assets is
// generated, not committed (.gitignore). `npm run build` runs this; scripts/dev.mjs and
// scripts/start.mjs run it when the folder is missing.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const FOLDERS = ["fonts", "icons", "translations", "embed-icons"];

export function tldrawAssetsDir(root) {
  return path.join(root, "public", "tldraw-assets");
}

/** Copies when missing or when the installed @tldraw/assets version differs from the copied one. */
export function copyTldrawAssets(root, { force = false } = {}) {
  const src = path.join(root, "node_modules", "@tldraw", "assets");
  const dest = tldrawAssetsDir(root);
  const version = JSON.parse(readFileSync(path.join(src, "package.json"), "utf8")).version;
  const stamp = path.join(dest, ".version");
  if (!force && existsSync(stamp) && readFileSync(stamp, "utf8") === version) return { copied: false, dest, version };
  rmSync(dest, { recursive: true, force: true });
  mkdirSync(dest, { recursive: true });
  for (const f of FOLDERS) cpSync(path.join(src, f), path.join(dest, f), { recursive: true });
  writeFileSync(stamp, version);
  return { copied: true, dest, version };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const r = copyTldrawAssets(root, { force: process.argv.includes("--force") });
  console.log(r.copied ? `[tldraw-assets] copied @tldraw/assets ${r.version} to ${path.relative(root, r.dest)}` : `[tldraw-assets] up to date (${r.version})`);
}

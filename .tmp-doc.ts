import { writeFileSync } from "node:fs";
import { extractText } from "unpdf";
import mammoth from "mammoth";
import { buildProfileDocumentModel } from "./lib/documents/profile-model";
import { renderProfileDocx } from "./lib/documents/profile-docx";
import { renderProfilePdf } from "./lib/documents/profile-pdf";
import { viewFor } from "./lib/profiles/viewer";
import { fullProfileView } from "./tests/support/profile-view";
const view = viewFor(fullProfileView({ experienceCount: 6 }), { kind: "admin", medium: "document" }, { nameVisible: true, loginType: "password" });
const model = buildProfileDocumentModel(view, { locale: (process.argv[2] as "en") ?? "en", companyName: "Demo Company", logo: null, photo: null });
for (let i = 0; i < 4; i++) { const t = performance.now(); const b = await renderProfilePdf(model); console.log("pdf ms", (performance.now()-t).toFixed(0)); if (i===0) { writeFileSync("/tmp/p.pdf", b); const { text, totalPages } = await extractText(new Uint8Array(b), { mergePages: true }); console.log(totalPages, text.slice(0, 3000)); } }
const d = await renderProfileDocx(model); writeFileSync("/tmp/p.docx", d);
console.log((await mammoth.extractRawText({ buffer: d })).value.slice(0, 800));

// A harness process for tests/file-backend.test.ts: `produce DIR SECRET TAG N` cuts N results into
// the shared directory and prints their first cursors; `consume DIR SECRET < cursors` pages each
// to the end and prints, per cursor, how many rows came back and a digest of them.
import { createHash } from "node:crypto";
import { createResultStore, fileBackend } from "../dist/index.js";

const [mode, dir, secret, tag, count] = process.argv.slice(2);
const store = createResultStore({ secret, backend: fileBackend({ dir }) });
const budget = { maxChars: 900 };

if (mode === "produce") {
  const cursors = [];
  for (let n = 0; n < Number(count); n++) {
    const rows = Array.from({ length: 150 }, (_, i) => ({ tag, n, i, text: `${tag}-${n} row ${i}` }));
    const r = await store.cut({ rows }, budget);
    cursors.push(r.envelope.nextCursor);
  }
  process.stdout.write(JSON.stringify(cursors));
} else {
  let input = "";
  for await (const chunk of process.stdin) input += chunk;
  const out = [];
  for (const cursor of JSON.parse(input)) {
    const rows = [];
    let r = await store.page(cursor, budget);
    for (;;) {
      rows.push(...JSON.parse(r.text).rows);
      if (!r.envelope.nextCursor) break;
      r = await store.page(r.envelope.nextCursor, budget);
    }
    out.push({ rows: rows.length, first: rows[0]?.i, digest: createHash("sha256").update(JSON.stringify(rows)).digest("hex") });
  }
  process.stdout.write(JSON.stringify(out));
}

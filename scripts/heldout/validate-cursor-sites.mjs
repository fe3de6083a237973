#!/usr/bin/env node
// Checks cursor-sites.json: parses, every site's file is listed, every line
// (line + alsoLines) exists at the pinned commit, no duplicate sites, labels
// and kinds are from the allowed sets. Pass --show to print each site's line.
// Reads the bare mirrors under /work/.mirror/<owner>+<name>/repo.
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const show = process.argv.includes('--show');
const data = JSON.parse(readFileSync(join(here, 'cursor-sites.json'), 'utf8'));
const errors = [];
const POS = new Set(['mcp-list-once', 'paged-api-once']);
const NEG = new Set(['loops', 'passes-on', 'auto-paginates', 'single-page-by-design', 'not-paged', 'other']);

if (data.rule !== 'tool-output/no-ignored-cursor') errors.push('wrong rule name');
const commits = new Map();
for (const r of data.repos) {
  if (!/^[0-9a-f]{40}$/.test(r.commit)) errors.push(`bad commit for ${r.repo}`);
  if (commits.has(r.repo)) errors.push(`repo listed twice: ${r.repo}`);
  commits.set(r.repo, r.commit);
}
const files = new Set();
for (const f of data.files) {
  const k = `${f.repo}:${f.path}`;
  if (files.has(k)) errors.push(`file listed twice: ${k}`);
  files.add(k);
  if (!commits.has(f.repo)) errors.push(`file repo not in repos: ${k}`);
}
const cache = new Map();
function lines(repo, path) {
  const k = `${repo}:${path}`;
  if (!cache.has(k)) {
    const gitDir = `/work/.mirror/${repo.replace('/', '+')}/repo`;
    try {
      const text = execFileSync('git', ['--git-dir', gitDir, 'show', `${commits.get(repo)}:${path}`], { encoding: 'utf8', maxBuffer: 64 << 20 });
      cache.set(k, text.split('\n'));
    } catch {
      cache.set(k, null);
    }
  }
  return cache.get(k);
}
const seen = new Set();
const usedFiles = new Set();
for (const s of data.sites) {
  const k = `${s.repo}:${s.path}`;
  const id = `${k}:${s.line}`;
  if (seen.has(id)) errors.push(`duplicate site ${id}`);
  seen.add(id);
  usedFiles.add(k);
  if (!files.has(k)) errors.push(`site file not in files: ${k}`);
  if (s.label === 'positive' ? !POS.has(s.kind) : s.label === 'negative' ? !NEG.has(s.kind) : true)
    errors.push(`bad label/kind at ${id}: ${s.label}/${s.kind}`);
  if (typeof s.why !== 'string' || !s.why.trim() || s.why.includes('\n')) errors.push(`bad why at ${id}`);
  if (!Array.isArray(s.alsoLines)) errors.push(`alsoLines not an array at ${id}`);
  const src = lines(s.repo, s.path);
  if (!src) { errors.push(`cannot read ${k} at ${commits.get(s.repo)}`); continue; }
  const total = src.length - (src[src.length - 1] === '' ? 1 : 0);
  for (const n of [s.line, ...(s.alsoLines || [])]) {
    if (!Number.isInteger(n) || n < 1 || n > total) errors.push(`line ${n} out of range in ${k} (${total} lines)`);
    else if (!src[n - 1].trim()) errors.push(`line ${n} is blank in ${k}`);
  }
  if (show) console.log(`${s.label[0].toUpperCase()} ${id}\n    ${src[s.line - 1]?.trim()}`);
}
for (const f of files) if (!usedFiles.has(f)) errors.push(`listed file has no sites: ${f}`);

const count = (pred) => data.sites.filter(pred).length;
console.log(`sites ${data.sites.length}, positive ${count((s) => s.label === 'positive')}, negative ${count((s) => s.label === 'negative')}, files ${files.size}, repos ${commits.size}`);
if (errors.length) { console.error(errors.join('\n')); process.exit(1); }
console.log('OK');

// Gzipped size of what dist/index.html loads up front (the initial bundle): its scripts and
// stylesheets. Fails (exit 1) over the budget. Usage: npm run size [-- --budget=250]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const budgetArg = process.argv.find((a) => a.startsWith('--budget='));
const budgetKb = budgetArg ? Number(budgetArg.split('=')[1]) : 250;

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const urls = [
  ...[...html.matchAll(/<script[^>]*\ssrc="?([^"\s>]+)"?/g)].map((m) => m[1]),
  ...[...html.matchAll(/<link[^>]*\shref="?([^"\s>]+\.css)"?/g)].map((m) => m[1]),
];

let total = 0;
let raw = 0;
for (const url of urls) {
  const file = path.join(dist, url.replace(/^\/assets\//, 'assets/'));
  const bytes = readFileSync(file);
  const gz = gzipSync(bytes, { level: 9 }).length;
  total += gz;
  raw += bytes.length;
  console.log(`${(gz / 1024).toFixed(1).padStart(8)} KB gz  ${(bytes.length / 1024).toFixed(1).padStart(8)} KB  ${url}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(8)} KB gz  ${(raw / 1024).toFixed(1).padStart(8)} KB  total initial (budget ${budgetKb} KB gz)`);
if (total / 1024 > budgetKb) {
  console.error(`Initial bundle is over budget: ${(total / 1024).toFixed(1)} KB > ${budgetKb} KB gzipped`);
  process.exit(1);
}

import { readdirSync, readFileSync } from 'node:fs';
import { entryParts } from './bench/entryParts.ts';
const dir = process.argv[2] + '/static/js';
const f = readdirSync(dir).find((n) => /^index\.[0-9a-f]+\.js$/.test(n))!;
console.log(entryParts(readFileSync(`${dir}/${f}`, 'utf8')));

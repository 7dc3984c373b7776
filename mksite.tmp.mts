import path from 'node:path';
import { writeSyntheticContent } from './bench/content.ts';
import { copySite } from './scripts/siteCopy.ts';
const dir = copySite(process.cwd(), process.argv[3]);
writeSyntheticContent(path.join(dir, 'docs'), process.argv[2] as 'M');
console.log(dir);

import { type ImportDeclaration, parse as parseProgram } from 'acorn';
import { ImportType, initSync, parse as lexModule } from 'es-module-lexer';

/** A compiled page split in two: the imports the bundler resolves, and the rest as a function of their bindings. */
export interface SplitPage {
  /** The page's import declarations, as written, but those the body takes from the shared bindings. */
  imports: string;
  /** The local names those imports bind, in order. */
  bindings: string[];
  /**
   * `export default function (bindings, shared) { …the page… return MDXContent; }`: an ES module with no import,
   * which reads the imports it shares from `shared`, by module and name.
   */
  body: string;
}

/** Imports a body takes from the shared bindings instead of the page's module: by module, the names provided. */
export type SharedImports = Readonly<Record<string, readonly string[]>>;

// The lexer's WebAssembly, compiled once when this module loads (a loader runs synchronously).
initSync();

/**
 * Splits an MDX page as Rspress compiles it (import declarations, then statements, one of them `export default
 * function MDXContent`) into its imports and a body that receives their bindings and returns the page's component.
 * A page whose module has any other export, or a default export of another shape, is not split: undefined.
 *
 * The module is lexed (es-module-lexer), not parsed: a parse of every page's compiled code held the build's thread
 * about half as long as the pages' MDX compile (bench/NOTES.md). Only the import declarations are parsed, for their
 * names.
 */
export function splitPageModule(code: string, shared: SharedImports = {}): SplitPage | undefined {
  let lexed: ReturnType<typeof lexModule>;
  try {
    lexed = lexModule(code);
  } catch {
    return undefined;
  }
  const [lexedImports, exports] = lexed;
  const [defaultExport, ...otherExports] = exports;
  if (!defaultExport || otherExports.length > 0) return undefined;
  if (defaultExport.n !== 'default' || defaultExport.ln !== 'MDXContent') return undefined;
  // `export default function MDXContent`: the statement's start, and where its function declaration starts.
  const exportKeywords = /^export\s+default\s+/.exec(code.slice(defaultExport.ss, defaultExport.ls));
  if (
    !exportKeywords ||
    !/^(?:async\s+)?function\s*$/.test(code.slice(defaultExport.ss + exportKeywords[0].length, defaultExport.ls))
  ) {
    return undefined;
  }

  // Import statements only (`import(…)` and `import.meta` stay in the body), each with its semicolon.
  const statements: { start: number; end: number }[] = [];
  for (const lexedImport of lexedImports) {
    if (lexedImport.t === ImportType.Dynamic || lexedImport.t === ImportType.ImportMeta) continue;
    // Any other kind, or `export … from`, which the lexer lists among the imports: the page stays whole.
    if (lexedImport.t !== ImportType.Static || !code.startsWith('import', lexedImport.ss)) return undefined;
    const end = code[lexedImport.se] === ';' ? lexedImport.se + 1 : lexedImport.se;
    statements.push({ start: lexedImport.ss, end });
  }
  const declarations = parseProgram(statements.map(({ start, end }) => code.slice(start, end)).join('\n'), {
    ecmaVersion: 'latest',
    sourceType: 'module',
  }).body as ImportDeclaration[];
  const kept: string[] = [];
  const bindings: string[] = [];
  const sharedReads: SharedRead[] = [];
  declarations.forEach((declaration, index) => {
    const read = sharedRead(declaration, shared);
    if (read) {
      sharedReads.push(read);
      return;
    }
    const { start, end } = statements[index] as { start: number; end: number };
    kept.push(code.slice(start, end));
    bindings.push(...declaration.specifiers.map((specifier) => specifier.local.name));
  });
  // The body's second parameter, named apart from every name the imports bind.
  const bound = new Set([...bindings, ...sharedReads.flatMap((read) => read.locals)]);
  let sharedName = 'shared';
  while (bound.has(sharedName)) sharedName = `_${sharedName}`;
  const prelude = sharedReads
    .map((read) => `const { ${read.pairs.join(', ')} } = ${sharedName}[${JSON.stringify(read.source)}];\n`)
    .join('');

  // The body is the module without its imports and without `export default ` before the component's function.
  const cuts = [...statements, { start: defaultExport.ss, end: defaultExport.ss + exportKeywords[0].length }].sort(
    (a, b) => a.start - b.start,
  );
  let rest = '';
  let at = 0;
  for (const cut of cuts) {
    rest += code.slice(at, cut.start);
    at = cut.end;
  }
  rest += code.slice(at);
  return {
    imports: kept.join('\n'),
    bindings,
    body: `export default function ({ ${bindings.join(', ')} }, ${sharedName}) {\n${prelude}${rest}\nreturn MDXContent;\n}\n`,
  };
}

/** An import the body reads from the shared bindings: the module, `name: local` pairs, and the local names. */
interface SharedRead {
  source: string;
  pairs: string[];
  locals: string[];
}

/** The shared bindings an import of named bindings asks for, when `shared` provides them all; else undefined. */
function sharedRead(declaration: ImportDeclaration, shared: SharedImports): SharedRead | undefined {
  const source = declaration.source.value;
  if (typeof source !== 'string' || !Object.hasOwn(shared, source)) return undefined;
  const provided = shared[source] ?? [];
  if (declaration.specifiers.length === 0 || declaration.attributes.length > 0) return undefined;
  const read: SharedRead = { source, pairs: [], locals: [] };
  for (const specifier of declaration.specifiers) {
    if (specifier.type !== 'ImportSpecifier' || specifier.imported.type !== 'Identifier') return undefined;
    if (!provided.includes(specifier.imported.name)) return undefined;
    read.pairs.push(`${specifier.imported.name}: ${specifier.local.name}`);
    read.locals.push(specifier.local.name);
  }
  return read;
}

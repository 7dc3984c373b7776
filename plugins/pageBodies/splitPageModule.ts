import { type ImportDeclaration, parse } from 'acorn';

/** A compiled page split in two: the imports the bundler resolves, and the rest as a function of their bindings. */
export interface SplitPage {
  /** The page's import declarations, as written. */
  imports: string;
  /** The local names those imports bind, in order. */
  bindings: string[];
  /** `export default function (bindings) { …the page… return MDXContent; }`: an ES module with no import. */
  body: string;
}

/**
 * Splits an MDX page as Rspress compiles it (import declarations, then statements, one of them `export default
 * function MDXContent`) into its imports and a body that receives their bindings and returns the page's component.
 * A page whose module has any other export, or a default export of another shape, is not split: undefined.
 */
export function splitPageModule(code: string): SplitPage | undefined {
  const program = parse(code, { ecmaVersion: 'latest', sourceType: 'module' });
  const imports: ImportDeclaration[] = [];
  let defaultExport: { start: number; declarationStart: number } | undefined;
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') imports.push(statement);
    else if (statement.type === 'ExportDefaultDeclaration') {
      const { declaration } = statement;
      if (declaration.type !== 'FunctionDeclaration' || declaration.id?.name !== 'MDXContent') return undefined;
      defaultExport = { start: statement.start, declarationStart: declaration.start };
    } else if (statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportAllDeclaration') {
      return undefined;
    }
  }
  if (!defaultExport) return undefined;

  const bindings = imports.flatMap((declaration) => declaration.specifiers.map((specifier) => specifier.local.name));
  // The body is the module without its imports and without `export default ` before the component's function.
  const cuts = [
    ...imports.map(({ start, end }) => ({ start, end })),
    { start: defaultExport.start, end: defaultExport.declarationStart },
  ].sort((a, b) => a.start - b.start);
  let rest = '';
  let at = 0;
  for (const cut of cuts) {
    rest += code.slice(at, cut.start);
    at = cut.end;
  }
  rest += code.slice(at);
  return {
    imports: imports.map(({ start, end }) => code.slice(start, end)).join('\n'),
    bindings,
    body: `export default function ({ ${bindings.join(', ')} }) {\n${rest}\nreturn MDXContent;\n}\n`,
  };
}

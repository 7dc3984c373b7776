type ImportSpecifier = { type: 'ImportSpecifier'; imported: unknown; local: unknown };

/** An MDX ESM node of one import statement, with the estree the MDX compiler reads. */
function importNode(value: string, specifiers: ImportSpecifier[], source: string) {
  return {
    type: 'mdxjsEsm',
    value,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers,
            source: { type: 'Literal', value: source, raw: JSON.stringify(source) },
          },
        ],
      },
    },
  };
}

/** `import { name } from 'source'`, as an MDX ESM node with the estree the MDX compiler reads. */
export function namedImport(name: string, source: string) {
  const identifier = { type: 'Identifier', name };
  return importNode(
    `import { ${name} } from ${JSON.stringify(source)}`,
    [{ type: 'ImportSpecifier', imported: identifier, local: identifier }],
    source,
  );
}

/** `import 'source'`, run for its effect, as an MDX ESM node with the estree the MDX compiler reads. */
export function sideEffectImport(source: string) {
  return importNode(`import ${JSON.stringify(source)}`, [], source);
}

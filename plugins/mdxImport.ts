/** `import { name } from 'source'`, as an MDX ESM node with the estree the MDX compiler reads. */
export function namedImport(name: string, source: string) {
  const identifier = { type: 'Identifier', name };
  return {
    type: 'mdxjsEsm',
    value: `import { ${name} } from ${JSON.stringify(source)}`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{ type: 'ImportSpecifier', imported: identifier, local: identifier }],
            source: { type: 'Literal', value: source, raw: JSON.stringify(source) },
          },
        ],
      },
    },
  };
}

/** `import 'source'`, run for its effect, as an MDX ESM node with the estree the MDX compiler reads. */
export function sideEffectImport(source: string) {
  return {
    type: 'mdxjsEsm',
    value: `import ${JSON.stringify(source)}`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [],
            source: { type: 'Literal', value: source, raw: JSON.stringify(source) },
          },
        ],
      },
    },
  };
}

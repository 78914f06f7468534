// @ts-check
// Project rules that no installed plugin expresses; docs/decisions.md "What may import what" is
// the rule book, this file is its enforcement. Plain JS so eslint.config.js loads it without a build.
import { readFileSync, readdirSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';

/** @typedef {import('eslint').Rule.RuleModule} RuleModule */

const toPosix = (/** @type {string} */ path) => path.split(sep).join('/');

/** Repository-relative, slash-separated path of the file being linted. */
const fileOf = (/** @type {import('eslint').Rule.RuleContext} */ context) =>
  toPosix(relative(context.cwd, context.filename));

/** @param {string} dir @returns {string[]} */
const graphqlFiles = (dir) => {
  /** @type {string[]} */
  const found = [];
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return found;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'generated') found.push(...graphqlFiles(path));
    else if (entry.name.endsWith('.graphql')) found.push(path);
  }
  return found;
};

/**
 * The zone a console file belongs to: one feature folder, the app shell, or shared/ (one zone for
 * all of shared, since shared code may use any shared operation).
 * @param {string} path
 */
export const consoleZone = (path) => {
  const match = /^src\/(features\/[^/]+|app|shared)(?:\/|$)/.exec(path);
  return match ? `src/${match[1]}` : null;
};

/** One scan per lint run; the .graphql files do not change while ESLint runs. */
const ownersByRoot = new Map();

/**
 * Which zone owns each generated document: the operation `Foo` in a .graphql file becomes
 * `FooDocument` (fragments `FooFragmentDoc`) in src/generated/graphql.ts (client preset).
 * @param {string} root
 * @returns {Map<string, { zone: string, file: string }>}
 */
export const documentOwners = (root) => {
  const cached = ownersByRoot.get(root);
  if (cached) return cached;
  const owners = new Map();
  ownersByRoot.set(root, owners);
  for (const file of graphqlFiles(join(root, 'src'))) {
    const path = toPosix(relative(root, file));
    const zone = consoleZone(path);
    if (!zone) continue;
    const text = readFileSync(file, 'utf8');
    for (const [, kind, name] of text.matchAll(/^\s*(query|mutation|subscription|fragment)\s+(\w+)/gm)) {
      owners.set(kind === 'fragment' ? `${name}FragmentDoc` : `${name}Document`, { zone, file: path });
    }
  }
  return owners;
};

/** @type {RuleModule} */
const graphqlDocumentOwner = {
  meta: {
    type: 'problem',
    docs: { description: 'A generated GraphQL document is used only in the folder that owns its .graphql file.' },
    schema: [],
    messages: {
      foreign:
        '{{name}} belongs to {{owner}} ({{file}}). Move the operation to src/shared (or to this folder) instead of reaching into another zone.',
    },
  },
  create(context) {
    const file = fileOf(context);
    const zone = consoleZone(file);
    if (!zone) return {};
    const owners = documentOwners(context.cwd);
    return {
      ImportDeclaration(node) {
        if (typeof node.source.value !== 'string' || !/(^|\/)generated\/graphql$/.test(node.source.value)) return;
        for (const specifier of node.specifiers) {
          if (specifier.type !== 'ImportSpecifier') continue;
          const name =
            specifier.imported.type === 'Identifier' ? specifier.imported.name : String(specifier.imported.value);
          const owner = owners.get(name);
          if (!owner || owner.zone === zone || owner.zone === 'src/shared') continue;
          context.report({
            node: specifier,
            messageId: 'foreign',
            data: { name, owner: owner.zone, file: owner.file },
          });
        }
      },
    };
  },
};

// /work/shared/docs/conventions.md "Naming": kebab-case folders; React files PascalCase; hooks and
// utilities camelCase; server, gateway and machines `<domain>.<role>.ts` in kebab-case.
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const CAMEL = /^[a-z][a-zA-Z0-9]*$/;
const PASCAL = /^[A-Z][a-zA-Z0-9]*$/;

/**
 * The problem with a file's name, or null. Suffixes such as `.test`, `.int.test`, `.machine`,
 * `.d` are segments after the first dot; each segment is checked on its own.
 * @param {string} path repository-relative
 * @returns {string | null}
 */
export const fileNameProblem = (path) => {
  const folders = dirname(path)
    .split('/')
    .filter((part) => part !== '.');
  // Generated and tool folders keep the names their tools give them.
  for (const folder of folders) {
    if (!KEBAB.test(folder) && !/^[._]/.test(folder) && !/^__\w+__$/.test(folder))
      return `folder "${folder}" is not kebab-case`;
  }
  const name = basename(path);
  const segments = name.split('.').slice(0, -1);
  const [stem, ...roles] = segments;
  if (!stem) return null;
  for (const role of roles) if (!KEBAB.test(role)) return `suffix ".${role}" is not kebab-case`;
  const top = folders[0];
  if (top === 'src') {
    if (name.endsWith('.tsx'))
      return PASCAL.test(stem) || CAMEL.test(stem) ? null : `"${stem}" is neither PascalCase nor camelCase`;
    return CAMEL.test(stem) || PASCAL.test(stem) ? null : `"${stem}" is not camelCase`;
  }
  if (top === 'server' || top === 'gateway' || top === 'machines')
    return KEBAB.test(stem) ? null : `"${stem}" is not kebab-case (<domain>.<role>.ts)`;
  return null;
};

/** @type {RuleModule} */
const fileNameConvention = {
  meta: {
    type: 'suggestion',
    docs: { description: 'File and folder names follow docs/conventions.md "Naming".' },
    schema: [],
    messages: { name: 'File name off the convention: {{problem}}.' },
  },
  create(context) {
    return {
      Program(node) {
        const problem = fileNameProblem(fileOf(context));
        if (problem) context.report({ node, loc: { line: 1, column: 0 }, messageId: 'name', data: { problem } });
      },
    };
  },
};

// Props whose value a person reads. Enum-like props (icon, intent, variant, type, name…) are not here.
export const TEXT_PROPS = new Set([
  'title',
  'placeholder',
  'label',
  'labelInfo',
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-valuetext',
  'alt',
  'helperText',
  'text',
  'content',
  'description',
  'subLabel',
  'emptyText',
  'message',
  'heading',
  'caption',
  'tooltip',
]);

const HUMAN = /\p{L}/u;

/** @type {RuleModule} */
const noLiteralTextProps = {
  meta: {
    type: 'problem',
    docs: { description: 'Human-readable text props come from the i18n catalogues.' },
    schema: [],
    messages: { literal: 'The "{{prop}}" text is read by a person: use t() with a key in both catalogues.' },
  },
  create(context) {
    /** @param {import('estree').Node | null | undefined} value */
    const literalText = (value) => {
      if (!value) return null;
      if (value.type === 'Literal' && typeof value.value === 'string') return value.value;
      if (value.type === 'TemplateLiteral') return value.quasis.map((q) => q.value.cooked ?? '').join('');
      return null;
    };
    return {
      /** @param {any} node JSXAttribute (ESTree typings do not include JSX) */
      JSXAttribute(node) {
        const prop =
          node.name.type === 'JSXNamespacedName'
            ? `${node.name.namespace.name}:${node.name.name.name}`
            : node.name.name;
        if (!TEXT_PROPS.has(prop)) return;
        const value = node.value?.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        const text = literalText(value);
        if (text !== null && HUMAN.test(text)) context.report({ node, messageId: 'literal', data: { prop } });
      },
    };
  },
};

export const atriumRules = {
  meta: { name: 'atrium' },
  rules: {
    'graphql-document-owner': graphqlDocumentOwner,
    'file-name-convention': fileNameConvention,
    'no-literal-text-props': noLiteralTextProps,
  },
};

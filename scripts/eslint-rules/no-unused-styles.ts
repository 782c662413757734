import type { Rule, Scope } from 'eslint';
import type * as ESTree from 'estree';

/**
 * React Native's `no-unused-styles` for the shapes generated apps write: a sheet made once
 * (`const styles = StyleSheet.create({…})`) or by a theme factory
 * (`const makeStyles = (theme: Theme) => StyleSheet.create({…})`, read through
 * `const styles = useStyles(makeStyles)` or `makeStyles(theme)`). A style no `styles.key` reads
 * is reported. eslint-plugin-react-native's rule knows only the first shape, so it reports every
 * style of a factory as unused. A sheet used in any other way (exported, passed on whole,
 * indexed by an expression, destructured) counts as fully used.
 */

type UsedKeys = Set<string> | 'all';

const isStyleSheetCreate = (node: ESTree.CallExpression) =>
  node.callee.type === 'MemberExpression' &&
  !node.callee.computed &&
  node.callee.object.type === 'Identifier' &&
  node.callee.object.name === 'StyleSheet' &&
  node.callee.property.type === 'Identifier' &&
  node.callee.property.name === 'create';

/** A node's parent: ESLint sets one on every node but the Program. */
const parentOf = (node: object): ESTree.Node | null => (node as Rule.Node).parent ?? null;

const propertyName = (property: ESTree.Property | ESTree.SpreadElement) => {
  if (property.type !== 'Property' || property.computed) return null;
  if (property.key.type === 'Identifier') return property.key.name;
  return property.key.type === 'Literal' && typeof property.key.value === 'string'
    ? property.key.value
    : null;
};

/** The variable holding a node's value (`const name = <node>`); null when exported or not bound. */
function boundVariable(sourceCode: Rule.RuleContext['sourceCode'], node: ESTree.Node) {
  const declarator = parentOf(node);
  if (declarator?.type !== 'VariableDeclarator' || declarator.init !== node) return null;
  if (declarator.id.type !== 'Identifier') return null;
  const declaration = parentOf(declarator);
  if (declaration && parentOf(declaration)?.type === 'ExportNamedDeclaration') return null;
  return sourceCode.getDeclaredVariables(declarator)[0] ?? null;
}

/** The factory `create` is the result of: `(…) => StyleSheet.create(…)` or `return StyleSheet.create(…)`. */
function factoryVariable(sourceCode: Rule.RuleContext['sourceCode'], create: ESTree.Node) {
  const parent = parentOf(create);
  if (parent?.type === 'ArrowFunctionExpression' && parent.body === create) {
    return boundVariable(sourceCode, parent);
  }
  if (parent?.type !== 'ReturnStatement') return null;
  const block = parentOf(parent);
  const fn = block && parentOf(block);
  if (fn?.type === 'ArrowFunctionExpression' || fn?.type === 'FunctionExpression') {
    return boundVariable(sourceCode, fn);
  }
  if (fn?.type !== 'FunctionDeclaration' || !fn.id) return null;
  if (parentOf(fn)?.type === 'ExportNamedDeclaration') return null;
  return sourceCode.getDeclaredVariables(fn).find((v) => v.name === fn.id!.name) ?? null;
}

/** The keys read as `sheet.key` or `sheet['key']`; 'all' when the sheet is used any other way. */
function keysRead(sheet: Scope.Variable, used: Set<string>): UsedKeys {
  for (const reference of sheet.references.filter((ref) => ref.isRead())) {
    const member = parentOf(reference.identifier);
    if (member?.type !== 'MemberExpression' || member.object !== reference.identifier) return 'all';
    if (!member.computed && member.property.type === 'Identifier') used.add(member.property.name);
    else if (member.property.type === 'Literal' && typeof member.property.value === 'string') {
      used.add(member.property.value);
    } else return 'all';
  }
  return used;
}

/** The keys read from every sheet a factory makes (`useStyles(factory)`, `factory(theme)`). */
function keysReadThroughFactory(
  sourceCode: Rule.RuleContext['sourceCode'],
  factory: Scope.Variable,
): UsedKeys {
  const used = new Set<string>();
  for (const reference of factory.references.filter((ref) => ref.isRead())) {
    const call = parentOf(reference.identifier);
    if (call?.type !== 'CallExpression') return 'all';
    const sheet = boundVariable(sourceCode, call);
    if (!sheet || keysRead(sheet, used) === 'all') return 'all';
  }
  return used;
}

export const noUnusedStyles: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow StyleSheet entries that nothing reads.' },
    messages: { unused: 'Unused style detected: {{sheet}}.{{key}}' },
    schema: [],
  },
  create(context) {
    const { sourceCode } = context;
    return {
      CallExpression(create) {
        const [styles] = create.arguments;
        if (!isStyleSheetCreate(create) || styles?.type !== 'ObjectExpression') return;
        const sheet = boundVariable(sourceCode, create);
        const factory = sheet ? null : factoryVariable(sourceCode, create);
        if (!sheet && !factory) return;
        const used = sheet
          ? keysRead(sheet, new Set())
          : keysReadThroughFactory(sourceCode, factory!);
        if (used === 'all') return;
        for (const property of styles.properties) {
          const key = propertyName(property);
          if (key === null || used.has(key)) continue;
          context.report({
            node: property,
            messageId: 'unused',
            data: { sheet: (sheet ?? factory)!.name, key },
          });
        }
      },
    };
  },
};

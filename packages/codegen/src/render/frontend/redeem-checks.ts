import {
  linkedCollections,
  redeemsOf,
  shortCall,
  shortFn,
  type Redeem,
} from '../computed/values.ts';
import type { AppModel, EntityModel } from '../model.ts';
import { lines } from '../names.ts';

/**
 * What src/storage.ts adds so the device refuses a redemption its balance does not cover: the
 * records redeemed get a `check`, asked before each save (the API applies the same rule).
 */

const checkName = ({ owner, action }: Redeem) =>
  `check${owner.type}${action.name.charAt(0).toUpperCase()}${action.name.slice(1)}`;

/** The `check` line of a kind of record that is redeemed, or undefined. */
export function checkLine(model: AppModel, entity: EntityModel): string | undefined {
  const checks = redeemsOf(model, entity);
  if (checks.length === 0) return undefined;
  if (checks.length === 1) return `    check: ${checkName(checks[0]!)},`;
  const calls = checks.map((redeem) => `(await ${checkName(redeem)}(record, id))`).join(' ?? ');
  return `    check: async (record, id) => ${calls},`;
}

/** The check functions, read at save time so they see every record as it is. */
export function checkFunctions(model: AppModel): string | undefined {
  const redeems = redeemsOf(model);
  if (redeems.length === 0) return undefined;
  return redeems
    .map((redeem) => {
      const { owner, action } = redeem;
      const over = action.over!;
      const record = over.entity.variable;
      const links = linkedCollections(owner)
        .map((linked) => `${linked.collection}: await storage.${linked.collection}.list()`)
        .join(', ');
      return lines(
        '',
        `/** Saving a ${over.entity.label.toLowerCase()} is refused when its ${owner.label.toLowerCase()}'s ${action.balance!.label.toLowerCase()} do not cover it. */`,
        `async function ${checkName(redeem)}(${record}: ${over.entity.type}Input, id?: string): Promise<string | null> {`,
        `  const ${owner.variable} = await storage.${owner.collection}.get(String(${record}.${over.link.name}));`,
        `  if (!${owner.variable}) return null;`,
        `  const links = { ${links} };`,
        `  return ${shortCall(owner, action, { record: owner.variable, links: 'links', saving: `{ ...${record}, id }`, today: 'new Date()' })};`,
        '}',
      );
    })
    .join('\n');
}

/** The values functions storage.ts imports for its checks. */
export const checkImports = (model: AppModel) =>
  redeemsOf(model).map(({ owner, action }) => shortFn(owner, action));

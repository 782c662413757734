import { fateOfChildren, type AppModel, type ChildLink, type EntityModel } from '../model.ts';
import { str } from '../names.ts';

/**
 * src/links.ts of the backend, when one kind of record links to another: deleting a parent
 * deletes the children that need it (a required link, and their own children in turn) and
 * clears the link of the children that may stand alone (an optional link).
 */

export const hasLinks = (model: AppModel) =>
  model.entities.some((entity) => entity.children.length);

export function linksFile(model: AppModel) {
  const parents = model.entities.filter((entity) => entity.children.length > 0);
  const table = parents.map((parent) => {
    const rows = parent.children.map(
      (link) =>
        `    // ${fateOfChildren(link)}\n    { collection: ${str(link.entity.collection)}, field: ${str(link.field.name)}, required: ${link.field.required} },`,
    );
    return `  ${parent.collection}: [\n${rows.join('\n')}\n  ],`;
  });
  return `import type { Store } from './store';

interface ChildLink {
  collection: string;
  field: string;
  required: boolean;
}

/** For each kind of record, the kinds that link to it and through which field. */
const CHILDREN: Record<string, ChildLink[]> = {
${table.join('\n')}
};

/** The records of \`collection\` whose \`field\` points at \`id\`. */
export function childrenOf(store: Store, collection: string, field: string, id: string) {
  return store
    .collection<Record<string, unknown>>(collection)
    .list()
    .filter((record) => record[field] === id);
}

function removeTree(store: Store, collection: string, id: string): boolean {
  if (!store.collection(collection).remove(id)) return false;
  for (const link of CHILDREN[collection] ?? []) {
    const children = store.collection<Record<string, unknown>>(link.collection);
    for (const child of childrenOf(store, link.collection, link.field, id)) {
      if (link.required) removeTree(store, link.collection, child.id);
      else children.replace(child.id, { ...child, [link.field]: undefined });
    }
  }
  return true;
}

/**
 * Deletes a record, in one transaction. Children that need it are deleted too (and theirs, in
 * turn); children that may stand alone stay, with the link cleared. False when there was no such record.
 */
export const removeWithChildren = (store: Store, collection: string, id: string) =>
  store.transaction(() => removeTree(store, collection, id));
`;
}

/** ", as their home team" when the link's field is not simply named after the parent. */
const through = (parent: EntityModel, link: ChildLink) =>
  link.field.label.toLowerCase() === parent.label.toLowerCase()
    ? ''
    : `, as their ${link.field.label.toLowerCase()}`;

/** GET <path>/:id/<children> for each child link of \`entity\`, inside its routes plugin. */
export function childRoutes(entity: EntityModel, path: string, records: string) {
  return entity.children
    .map(
      (link) => `

  /** The ${link.entity.lowerPlural} of one ${entity.label.toLowerCase()}${through(entity, link)}. */
  app.get('${path}/:id/${link.segment}', { schema: { params: idParams } }, async (request, reply) => {
    if (!${records}.get(request.params.id)) return reply.code(404).send(notFound(request.params.id));
    return childrenOf(store, ${str(link.entity.collection)}, ${str(link.field.name)}, request.params.id);
  });`,
    )
    .join('');
}

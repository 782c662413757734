import { fateOfChildren, type AppModel, type EntityModel } from '../model.ts';

/**
 * On the device as in the API (backend/links.ts): deleting a record deletes the records that
 * need it (and theirs, in turn) and clears the link of those that may stand alone. Against the API
 * (API_URL in src/storage.ts), its DELETE has done so already.
 */

/** The collections whose records deleting one of `entity` deletes or unlinks, in turn. */
export function dependentsOf(entity: EntityModel): string[] {
  const found = new Set<EntityModel>();
  const visit = (parent: EntityModel) => {
    for (const { entity: child, field } of parent.children) {
      const seen = found.has(child);
      found.add(child);
      // A deleted child takes its own children with it; an unlinked one stays, and so do they.
      if (!seen && field.required) visit(child);
    }
  };
  visit(entity);
  found.delete(entity);
  return [...found].map((child) => child.collection);
}

/** "removeDog": the function of src/storage.ts that deletes a dog with its children. */
export const removerOf = (entity: EntityModel) => `remove${entity.type}`;

/** One remove function per kind of record that others link to, for src/storage.ts. */
export function removalFunctions(model: AppModel) {
  return model.entities
    .filter((entity) => entity.children.length > 0)
    .map((parent) => {
      const steps = parent.children.map((link) => {
        const child = link.entity;
        const found = `(await storage.${child.collection}.list()).filter((item) => item.${link.field.name} === id)`;
        const action = !link.field.required
          ? `await storage.${child.collection}.update(record.id, { ${link.field.name}: '' });`
          : child.children.length > 0
            ? `await ${removerOf(child)}(record.id);`
            : `await storage.${child.collection}.remove(record.id);`;
        return `  // ${fateOfChildren(link)}\n  for (const record of ${found}) {\n    ${action}\n  }`;
      });
      return `
/** Deletes one ${parent.label.toLowerCase()}, and what depends on it. */
export async function ${removerOf(parent)}(id: string): Promise<void> {
  await storage.${parent.collection}.remove(id);
  // The API deletes or unlinks them itself.
  if (API_URL) return;
${steps.join('\n')}
}`;
    })
    .join('\n');
}

import type { AppSpec } from './app-spec.ts';
import { routePath } from './render/backend.ts';
import { buildModel } from './render/model.ts';
import { sortWording } from './understand/feature-settings.ts';
import { featureLabel } from './understand/features.ts';

const spaced = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
const lower = (name: string | undefined) => spaced(name ?? '').toLowerCase();

/**
 * A new app's feature list for the assistant message: what was assumed, then one line per record
 * type (its screens, fields and links), then what else the app does.
 */
export function describeFeatures(spec: AppSpec, notes: string[]) {
  const sortedBy = (entity: AppSpec['entities'][number]) => {
    const field = entity.fields.find((candidate) => candidate.name === entity.sort?.field);
    return field ? ` (sorted by ${sortWording(field, entity.sort?.descending ?? false)})` : '';
  };
  const model = buildModel(spec);
  /** "; computes streak, this week; one tap: check off today": what the app works out and does. */
  const behaviour = (name: string) => {
    const entity = model.entities.find((candidate) => candidate.name === name);
    if (!entity) return '';
    const computed = entity.computed.map((value) => value.label.toLowerCase());
    const actions = entity.actions.map((action) => action.label.toLowerCase());
    return `${computed.length > 0 ? `; computes ${computed.join(', ')}` : ''}${actions.length > 0 ? `; one tap: ${actions.join(', ')}` : ''}`;
  };
  const lines = spec.entities.map((entity) => `${entityLine(entity)}${behaviour(entity.name)}`);
  function entityLine(entity: AppSpec['entities'][number]) {
    const own = entity.fields.filter((field) => field.type !== 'relation');
    const links = entity.fields.filter((field) => field.type === 'relation');
    const heading = `${spaced(entity.pluralName)}: list${sortedBy(entity)}, details and a form`;
    if (links.length === 2 && own.length <= 1)
      return `${heading}; each links one ${lower(links[0]?.relation)} and one ${lower(links[1]?.relation)}, so they have many of each`;
    const withFields =
      own.length > 0 ? ` with ${own.map((field) => field.label.toLowerCase()).join(', ')}` : '';
    const linked =
      links.length > 0
        ? `; each ${lower(entity.name)} links to one ${links.map((field) => lower(field.relation)).join(' and one ')}`
        : '';
    return `${heading}${withFields}${linked}`;
  }
  for (const screen of spec.screens) {
    if (screen.kind === 'stats')
      lines.push(
        `Stats screen with counts, totals and averages${spec.statsPeriod ? `, grouped by ${spec.statsPeriod}` : ''}`,
      );
    if (screen.kind === 'calendar')
      lines.push(`Calendar of ${spaced(screen.entity ?? '').toLowerCase()} dates`);
    if (screen.kind === 'locations')
      lines.push(`${spaced(screen.entity ?? '')} places grouped by location`);
    if (screen.kind === 'settings') lines.push('Settings screen');
    if (screen.kind === 'onboarding') lines.push('Welcome screens on first launch');
  }
  const extras = spec.features.filter(
    (feature) => !['stats', 'reminders', 'settings', 'onboarding', 'offline'].includes(feature),
  );
  if (extras.length > 0) lines.push(`Also: ${extras.map(featureLabel).join(', ')}`);
  lines.push(
    `${spec.navigation === 'tabs' ? 'Tab' : 'Stack'} navigation, ${spec.theme.style} style, saved on the device (works offline)`,
  );
  lines.push(
    `REST API: ${spec.entities.map((entity) => routePath(entity)).join(', ')} with validation`,
  );
  return [...notes, ...lines];
}

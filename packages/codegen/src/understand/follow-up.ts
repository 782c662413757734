import { kebabCase, noCase } from 'change-case';
import { MAX_ENTITIES, screensFor, type AppSpec } from '../app-spec.ts';
import { kindOfNoun } from './app-kinds.ts';
import {
  contextWordsOf,
  entityFrom,
  resolveNoun,
  sameAs,
  titleOfFields,
  withTitle,
  type DraftEntity,
} from './entities.ts';
import { resolveRelations } from './relations.ts';
import {
  applyLink,
  applyMentionedFeatures,
  applyRequired,
  applyTone,
  sayWhatIsNotBuilt,
} from './follow-up-edits.ts';
import {
  asAddClause,
  CLAUSE_SPLIT,
  entityNamed,
  NAMES_AN_ENTITY,
  NEW_ENTITY,
  optionsAfter,
  splitTarget,
  wordsOfEntity,
} from './follow-up-phrases.ts';
import { featureLabel, isFeaturePhrase, normalizeFeatures } from './features.ts';
import { fieldFromPhrase } from './fields.ts';
import {
  describesNewApp,
  FEATURE_VERB,
  featuresAddedBy,
  featuresRemovedBy,
} from './follow-up-intent.ts';
import { addRecordsTo, applyModelLinks, applySettings } from './follow-up-model.ts';
import { removeBehaviourNamed, withFollowUpBehaviour } from './follow-up-behaviour.ts';
import { renameEntity, renameField } from './follow-up-renames.ts';
import { preparePrompt, understandNewApp, type Understood } from './new-app.ts';
import { splitList } from './prompt-parts.ts';
import { explicitNameIn } from './explicit-name.ts';
import { asciiFold, fieldIdentifier, singularOf, wordsOf } from './text.ts';
import { themeFrom } from './theme.ts';

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

class FollowUp {
  readonly changes: string[] = [];
  readonly spec: AppSpec & { entities: DraftEntity[] };
  constructor(spec: AppSpec) {
    this.spec = spec;
  }

  apply(clause: string) {
    const body = clause
      .replace(/^(?:please\s+|can you\s+|could you\s+|and\s+|also\s+|then\s+)+/i, '')
      .trim();
    const edits = [applyTone, applyRequired, applyLink, applyModelLinks, sayWhatIsNotBuilt];
    const edited = edits.some((edit) => edit(this.spec, this.changes, body));
    if (edited || this.applyFeatures(body)) return;
    if (this.applyLayout(body)) return;
    const renaming = /^rename\s+(?:the\s+)?(.+?)(?:\s+field)?\s+(?:to|as)\s+(.+)$/i.exec(body);
    const [from = '', to = ''] = renaming?.slice(1) ?? [];
    if (renaming && renameEntity(this.spec, this.changes, from, to)) return;
    if (renaming && renameField(this.spec, this.changes, from, to)) return;
    if (
      /\b(?:rename|call it|name it|called|named|title it|change the (?:app )?name)\b/i.test(body)
    ) {
      const name = explicitNameIn(body.replace(/^change the (?:app )?name to\s+/i, 'rename to '));
      if (name) return this.rename(name);
    }
    const remove = /^(?:remove|delete|drop|get rid of|take out)\s+(.+)$/i.exec(body);
    if (remove) return this.remove(remove[1] ?? '');
    const add =
      /^(?:add|include|track|store|record|put|plus)\s+(.+)$/i.exec(body)?.[1] ??
      asAddClause(this.spec, body);
    if (add) this.add(add);
    else applyMentionedFeatures(this.spec, this.changes, body);
  }

  /** Catalogue features on and off; true when the clause was about features only. */
  private applyFeatures(body: string) {
    const removed = featuresRemovedBy(body, this.spec);
    if (removed.length > 0) {
      this.spec.features = this.spec.features.filter((feature) => !removed.includes(feature));
      removed.forEach((feature) => this.changes.push(`Removed ${featureLabel(feature)}`));
      return true;
    }
    const asked = featuresAddedBy(body);
    const added = asked.filter((feature) => !this.spec.features.includes(feature));
    if (asked.length > 0 && added.length === 0 && this.onlyFeatures(body)) {
      this.changes.push(
        `${capitalize(asked.map(featureLabel).join(' and '))}: already on, nothing to change`,
      );
      return true;
    }
    if (added.length === 0) return false;
    this.spec.features = normalizeFeatures([...this.spec.features, ...added]);
    added.forEach((feature) => this.changes.push(`Added ${featureLabel(feature)}`));
    return this.onlyFeatures(body);
  }

  private onlyFeatures(body: string) {
    return splitList(body.replace(FEATURE_VERB, '')).every(isFeaturePhrase);
  }

  /** "use tabs", "switch to a stack", "make it minimal" / "iOS style" (style is read with the colours). */
  private applyLayout(body: string) {
    const navigation =
      /\b(?:use|switch to|with|make it)\s+(?:a\s+)?(tabs?|tab bar|stack|single screen)\b/i.exec(
        body,
      )?.[1];
    if (!navigation) return false;
    const next = /^tab/i.test(navigation) ? 'tabs' : 'stack';
    const label = next === 'tabs' ? 'tab navigation' : 'stack navigation';
    this.changes.push(
      this.spec.navigation === next
        ? `${capitalize(label)}: already on, nothing to change`
        : `Switched to ${label}`,
    );
    this.spec.navigation = next;
    return true;
  }

  private rename(name: string) {
    this.spec.appName = name.slice(0, 40);
    this.spec.slug = kebabCase(asciiFold(name)).replace(/[^a-z0-9-]/g, '') || this.spec.slug;
    this.changes.push(`Renamed the app to ${name}`);
  }

  private remove(phrase: string) {
    const [what = '', from] = phrase.split(/\s+from\s+/i);
    const target = from ? entityNamed(this.spec, from) : undefined;
    for (const part of splitList(what.replace(/\bfields?\b/gi, ''))) {
      const before = this.changes.length;
      this.removePart(part, /\bfields?\b/i.test(what), target);
      if (this.changes.length === before && !removeBehaviourNamed(this.spec, this.changes, part))
        this.changes.push(
          `Found no field, list or screen called “${part.replace(/^(?:the|a|an)\s+/i, '')}” to remove`,
        );
    }
  }

  private removePart(part: string, onlyFields: boolean, target: DraftEntity | undefined) {
    const entity = onlyFields ? undefined : entityNamed(this.spec, part);
    if (entity && this.spec.entities.length > 1) {
      this.spec.entities = this.spec.entities.filter((candidate) => candidate !== entity);
      this.changes.push(`Removed ${noCase(entity.pluralName)}`);
      return;
    }
    const said = part.replace(/^(?:the|a|an|all|any)\s+/i, '');
    const names = [fieldIdentifier(said), fieldIdentifier(singularOf(said))];
    for (const owner of target ? [target] : this.spec.entities) {
      const field = owner.fields.find((candidate) => names.includes(candidate.name));
      if (!field) continue;
      if (
        field.type === 'text' &&
        owner.fields.filter((candidate) => candidate.type === 'text').length === 1
      ) {
        this.changes.push(
          `Kept the ${field.label.toLowerCase()} field: ${noCase(owner.pluralName)} need a title`,
        );
      } else {
        owner.fields = withTitle(
          owner.fields.filter((candidate) => candidate !== field),
          'name',
        );
        owner.titleField = titleOfFields(owner.fields);
        this.changes.push(
          `Removed the ${field.label.toLowerCase()} field from ${noCase(owner.pluralName)}`,
        );
      }
      return;
    }
  }

  private add(phrase: string) {
    const { head, options } = optionsAfter(phrase);
    const { what, target } = splitTarget(this.spec, head);
    if (!target && !options && this.addEntity(what)) return;
    if (target && !options && addRecordsTo(this.spec, this.changes, what, target)) return;
    const entity = target ?? this.spec.entities[0];
    if (!entity) return;
    const context = contextWordsOf(resolveNoun(wordsOf(noCase(entity.name))));
    const parts = options ? [`${what} (${options.join(', ')})`] : splitList(what);
    parts.forEach((part, index) => {
      const parsed = fieldFromPhrase(part, context, entity.fields.length + index);
      if (!parsed) return;
      // "each expense should have a trip" in an app that keeps trips: a link to one.
      const linked = parsed.type === 'text' ? entityNamed(this.spec, parsed.label) : undefined;
      const field =
        linked && linked !== entity
          ? { ...parsed, type: 'relation' as const, relationWords: noCase(linked.name) }
          : parsed;
      const existing =
        entity.fields.find((candidate) => candidate.name === field.name) ??
        (options ? undefined : entity.fields.find((candidate) => sameAs(field, candidate)));
      if (existing && options && field.type === 'enum') {
        Object.assign(existing, { type: 'enum', options: field.options });
        this.changes.push(
          `Changed the ${field.label.toLowerCase()} choices of ${noCase(entity.pluralName)} to ${options.join(', ')}`,
        );
        return;
      }
      if (existing) {
        this.changes.push(
          `${entity.pluralName} already have a ${existing.label.toLowerCase()} field`,
        );
        return;
      }
      entity.fields.push(field);
      const type =
        linked && field.type === 'relation' ? `link to ${noCase(linked.pluralName)}` : field.type;
      this.changes.push(
        `Added the ${field.label.toLowerCase()} field (${type}) to ${noCase(entity.pluralName)}`,
      );
    });
  }

  /** "a tab for authors", "authors with name and bio", "movies" (a known kind): a new entity. */
  private addEntity(phrase: string) {
    const match = NEW_ENTITY.exec(phrase.trim());
    const noun = wordsOf(match?.[1] ?? '');
    if (/\bfields?\b/i.test(phrase)) return false;
    const explicit = NAMES_AN_ENTITY.test(phrase) || Boolean(match?.[2]);
    const head = noun.at(-1) ?? '';
    const knownKind =
      noun.length <= 2 &&
      head !== singularOf(head) &&
      kindOfNoun(singularOf(head)) &&
      !fieldFromPhrase(head, [])?.type.match(/longText|number|date|boolean/);
    if (
      noun.length === 0 ||
      noun.length > 3 ||
      (!explicit && !knownKind) ||
      this.spec.entities.length >= MAX_ENTITIES
    )
      return false;
    const entity = entityFrom(resolveNoun(noun), match?.[2] ? splitList(match[2]) : undefined);
    if (this.spec.entities.some((existing) => existing.name === entity.name)) return false;
    this.spec.entities.push(entity);
    this.changes.push(
      `Added ${noCase(entity.pluralName)} with ${entity.fields.map((field) => field.label.toLowerCase()).join(', ')}`,
    );
    return true;
  }
}

/** Follow-ups on the current app: add or remove fields, entities and features, rename, recolour; a new app description starts over. */
export function understandFollowUp(prompt: string, previous: AppSpec): Understood {
  const text = preparePrompt(prompt);
  if (describesNewApp(text)) {
    const fresh = understandNewApp(prompt);
    return {
      spec: fresh.spec,
      notes: [
        `Started a new app: ${fresh.spec.appName} replaces ${previous.appName}`,
        ...fresh.notes,
      ],
    };
  }
  const edit = new FollowUp(structuredClone(previous));
  for (const clause of text.split(CLAUSE_SPLIT)) if (clause.trim()) edit.apply(clause.trim());
  const { spec } = edit;
  applySettings(spec, edit.changes, text);
  const modelWords = spec.entities.flatMap((entity) => [
    ...wordsOfEntity(entity),
    ...entity.fields.flatMap((field) => wordsOf(field.label)),
  ]);
  // "change the background to black" is dark mode (see applyTone), not a black main colour.
  const themeText = text.replace(
    /\bbackground(?:\s+colou?r)?\s+(?:to\s+)?(?:dark|black|light|white)\b/gi,
    ' ',
  );
  const { theme, changed } = themeFrom(
    themeText,
    spec.theme,
    new Set(modelWords.flatMap((words) => wordsOf(words))),
  );
  if (changed.length > 0) edit.changes.push(`Changed the theme: ${changed.join(', ')}`);
  const entities = withFollowUpBehaviour(text, resolveRelations(spec.entities), edit.changes);
  const structureChanged =
    JSON.stringify([entities, spec.features]) !==
    JSON.stringify([previous.entities, previous.features]);
  const screens = structureChanged ? screensFor(entities, spec.features) : previous.screens;
  const result: AppSpec = { ...spec, entities, theme, screens };
  const notes =
    edit.changes.length > 0
      ? edit.changes
      : [
          `No change recognised in “${prompt.trim().slice(0, 80)}”, so ${previous.appName} is unchanged: try “add a due date to ${noCase(previous.entities[0]?.pluralName ?? 'items')}”, “make it purple” or “remove the stats screen”`,
        ];
  return { spec: result, notes };
}

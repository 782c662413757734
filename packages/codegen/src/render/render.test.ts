import { describe, expect, it } from 'vitest';
import { appSpecSchema } from '../app-spec.ts';
import { understand } from '../understand/understand.ts';
import { verifyBundle } from '../verify.ts';
import { routePath } from './backend.ts';
import { fieldType } from './field-types.ts';
import { renderApp } from './index.ts';
import { buildModel, MAX_TABS } from './model.ts';
import { attr } from './names.ts';
import { AWKWARD } from './odd-name-specs.ts';
import { ALL_SPECS, EVERYTHING, RECIPES, TINY, WINE_CELLAR } from './test-specs.ts';

const specs = Object.entries(ALL_SPECS);

describe('renderApp', () => {
  it.each(specs)('%s: frontend and backend bundle without errors', async (_name, spec) => {
    const code = renderApp(spec);
    expect(await verifyBundle(code.frontend, 'App.tsx', 'browser')).toEqual([]);
    expect(await verifyBundle(code.backend, 'src/server.ts', 'node')).toEqual([]);
  });

  it.each(specs)('%s: is deterministic', (_name, spec) => {
    const first = renderApp(spec);
    const second = renderApp(structuredClone(spec));
    expect(second).toEqual(first);
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
  });

  it.each(specs)(
    '%s: has a file per screen and per entity, and the project files',
    (_name, spec) => {
      const code = renderApp(spec);
      const model = buildModel(spec);
      for (const path of ['App.tsx', 'app.json', 'package.json', 'tsconfig.json', 'README.md'])
        expect(code.frontend).toHaveProperty([path]);
      for (const path of [
        'navigation.tsx',
        'storage.ts',
        'hooks.ts',
        'types.ts',
        'theme.ts',
        'validation.ts',
        'format.ts',
      ]) {
        expect(code.frontend).toHaveProperty([`src/${path}`]);
      }
      for (const screen of model.screens)
        expect(code.frontend).toHaveProperty([`src/screens/${screen.component}.tsx`]);
      for (const entity of model.entities) {
        for (const kind of ['list', 'detail', 'form'] as const)
          expect(model.screenOf(kind, entity)).toBeDefined();
        const routes = code.backend[`src/routes/${entity.kebabPlural}.ts`];
        expect(routes).toContain(`'${routePath({ pluralName: entity.plural })}'`);
        expect(code.frontend['src/storage.ts']).toContain(
          `${entity.collection}: store.collection<`,
        );
      }
      for (const path of [
        'package.json',
        'tsconfig.json',
        'README.md',
        'src/server.ts',
        'src/store.ts',
        'src/schemas.ts',
      ]) {
        expect(code.backend).toHaveProperty([path]);
      }
      expect(code.backend['README.md']).toContain('npx expo start');
      expect(code.backend['README.md']).toContain('npm install && npm run dev');
    },
  );

  it.each(specs)('%s: forms label every field and lists name the entity', (_name, spec) => {
    const code = renderApp(spec);
    const model = buildModel(spec);
    for (const entity of model.entities) {
      const form = code.frontend[`src/screens/${model.screenOf('form', entity).component}.tsx`]!;
      for (const field of entity.fields) {
        expect(form, `${entity.name}.${field.name}`).toContain(`label=${attr(field.label)}`);
        expect(form).toContain(`<${fieldType(field).component}`);
      }
      for (const system of ['label="Id"', "update('createdAt'", "update('updatedAt'"])
        expect(form).not.toContain(system);
      expect(form).toContain('title="Save"');
      const list = code.frontend[`src/screens/${model.screenOf('list', entity).component}.tsx`]!;
      expect(list).toContain(`No ${entity.lowerPlural} yet`);
      expect(list).toContain(`title="Add ${entity.label}"`);
      const detail =
        code.frontend[`src/screens/${model.screenOf('detail', entity).component}.tsx`]!;
      expect(detail).toContain('<ConfirmDialog');
      expect(detail).toContain(`accessibilityLabel="Delete ${entity.label}"`);
    }
  });

  it('renders each feature', () => {
    const everything = renderApp(EVERYTHING).frontend;
    const trips = everything['src/screens/TripListScreen.tsx']!;
    expect(trips).toContain('<SearchBar');
    expect(trips).toContain('<FilterChips label="Kind" options={tripKindOptions}');
    expect(trips).toContain('const SORTS');
    expect(trips).toContain('<FavoriteButton');
    expect(everything['src/types.ts']).toContain('favorite: boolean;');
    expect(everything['src/types.ts']).toContain('tags: string[];');
    expect(everything['src/screens/StatsScreen.tsx']).toContain('label="Average rating"');
    expect(everything['src/screens/CalendarScreen.tsx']).toContain('item.start.slice(0, 10)');
    expect(everything['src/screens/TripPlacesScreen.tsx']).toContain('item.place.trim()');
    expect(everything['src/theme.ts']).toContain('export const darkPalette');
    expect(everything['src/screens/SettingsScreen.tsx']).toMatch(
      /Your name[\s\S]*Dark mode[\s\S]*Clear all data/,
    );
    expect(everything['src/screens/OnboardingScreen.tsx']).toContain('title="Get started"');
    expect(everything['src/screens/TripDetailScreen.tsx']).toMatch(/try \{\s*await Share\.share/);
    expect(everything['src/screens/TripFormScreen.tsx']).toContain('<RelationPicker');
    expect(everything['src/screens/GuideDetailScreen.tsx']).toContain('allTrips');

    const tiny = renderApp(TINY).frontend;
    expect(Object.keys(tiny).filter((path) => path.startsWith('src/screens/'))).toEqual([
      'src/screens/NoteDetailScreen.tsx',
      'src/screens/NoteFormScreen.tsx',
      'src/screens/NoteListScreen.tsx',
    ]);
    expect(tiny['src/screens/NoteListScreen.tsx']).not.toMatch(
      /SearchBar|FilterChips|SORTS|Favorite/,
    );
    // Without a Dark mode switch, the app follows the phone's appearance with the same palettes.
    expect(tiny['src/theme.ts']).toContain('export const darkPalette');
    expect(tiny['App.tsx']).toContain("createTheme(scheme === 'dark')");
    expect(tiny).not.toHaveProperty(['src/data/settings-store.ts']);
    // No links between records: no functions deleting what depends on a record.
    expect(tiny['src/storage.ts']).not.toContain('async function remove');
  });

  it('builds tabs or a stack menu', () => {
    const tabs = renderApp(RECIPES).frontend['App.tsx']!;
    expect(tabs).toContain('<Tab.Navigator');
    expect(tabs).toContain('name="StatsTab"');
    expect(tabs).toContain('<AppStack initial="Stats" />');
    expect(tabs).not.toContain('MenuButton');
    const stack = renderApp(WINE_CELLAR).frontend['App.tsx']!;
    expect(stack).not.toContain('Tab.Navigator');
    expect(stack).toContain('<AppStack initial="WineBottleList" />');
    expect(stack).toContain("{ title: 'Producers', screen: 'ProducerList' }");
    expect(stack).toContain('<OnboardingScreen');
    const navigation = renderApp(WINE_CELLAR).frontend['src/navigation.tsx']!;
    expect(navigation).toContain('  WineBottleDetail: { id: string };');
    expect(navigation).toContain(
      '  WineBottleForm: { id?: string; links?: { producer?: string } } | undefined;',
    );
    expect(navigation).toContain('  ProducerForm: { id?: string } | undefined;');
    expect(navigation).toContain("WineBottleDetail: 'wine-bottle-detail/:id',");
  });

  it('keeps the tab bar to five: lists of records that need a parent leave first, the rest go to the menu', () => {
    // EVERYTHING with tabs, each photo belonging to a trip. Trips (home) stay, though they need a guide.
    const spec = {
      ...EVERYTHING,
      navigation: 'tabs' as const,
      entities: EVERYTHING.entities.map((entity) =>
        entity.name !== 'Photo'
          ? entity
          : {
              ...entity,
              fields: entity.fields.map((field) =>
                field.name === 'trip' ? { ...field, required: true } : field,
              ),
            },
      ),
    };
    const model = buildModel(spec);
    expect(model.topLevel.length).toBeGreaterThan(MAX_TABS);
    const names = (screens: { name: string }[]) => screens.map((screen) => screen.name);
    expect(model.tabs).toHaveLength(MAX_TABS);
    expect(model.tabs[0]).toBe(model.home);
    const photoList = model.screenOf('list', model.entity('Photo'));
    expect(names([...model.tabs, ...model.menu])).toEqual(
      names(model.topLevel.filter((screen) => screen !== photoList)),
    );
    // Photos are reached from their trip's detail, which lists them with "Add Photo".
    expect(model.entity('Trip').children.map((link) => link.entity.name)).toContain('Photo');
    const app = renderApp(spec).frontend['App.tsx']!;
    expect(app).toContain('<Tab.Navigator');
    expect(app).toContain('<MenuButton');
    expect(app).not.toContain('name="PhotoListTab"');

    // Five or fewer top-level screens all stay in the bar, whatever their links.
    const few = buildModel(RECIPES);
    expect(few.topLevel.length).toBeLessThanOrEqual(MAX_TABS);
    expect(few.tabs).toEqual(few.topLevel);
    expect(few.menu).toEqual([]);
  });

  it.each([
    ['antique maps (year, region) and the exhibitions each map goes to', 'Map', 'MapItem'],
    ['lego: sets (set number, year) and the minifigs in each set', 'Set', 'SetItem'],
    ['museum: objects (accession number, title) and loans of each object', 'Object', 'ObjectItem'],
  ])('keeps the person’s name for a record type named like a global: %s', (prompt, name, type) => {
    const spec = understand(prompt).spec;
    const entity = spec.entities.find((candidate) => candidate.name === name);
    expect(entity?.pluralName).toBe(`${name}s`);
    expect(buildModel(spec).entity(name).type).toBe(type);
    expect(buildModel(spec).entity(name).label).toBe(name);
  });

  it('keeps odd names, labels and texts valid', async () => {
    const code = renderApp(AWKWARD);
    const model = buildModel(AWKWARD);
    expect(model.entities.map((entity) => entity.type)).toEqual(['ImageItem', 'Package']);
    expect(model.entity('Package').variable).toBe('packageItem');
    expect(model.entity('Image').fields.map((field) => field.name)).toEqual([
      'default',
      'owner',
      'mood',
      'favorite',
      'tags',
    ]);
    expect(model.entity('Image').fields.find((field) => field.name === 'owner')?.type).toBe('text');
    expect(model.screens.map((screen) => screen.name)).toEqual([
      'Gallery',
      'Numbers',
      'ImageDetail',
      'ImageForm',
      'PackageList',
      'PackageDetail',
      'PackageForm',
    ]);
    expect(code.frontend['src/screens/SettingsScreen.tsx']).toBeUndefined();
    expect(code.frontend['src/screens/PackageFormScreen.tsx']).toContain('<RelationPicker');
    expect(await verifyBundle(code.frontend, 'App.tsx', 'browser')).toEqual([]);
  });

  it('changes only the theme and the icons’ colour when the colour changes', () => {
    const recoloured = appSpecSchema.parse({
      ...RECIPES,
      theme: { ...RECIPES.theme, primaryColor: '#F59E0B' },
    });
    const before = renderApp(RECIPES).frontend;
    const after = renderApp(recoloured).frontend;
    const changed = Object.keys(after).filter((path) => after[path] !== before[path]);
    expect(changed).toEqual(['app.json', 'src/theme.ts']);
    expect(after['src/theme.ts']).toContain("primary: '#F59E0B'");
    expect(after['app.json']).toContain('"backgroundColor": "#F59E0B"');
  });
});

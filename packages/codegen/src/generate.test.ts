import { describe, expect, it } from 'vitest';
import { generate } from './index.ts';
import { verifyBundle } from './verify.ts';

const fieldsOf = async (prompt: string) =>
  (await generate({ prompt })).appSpec.entities[0]!.fields.map(
    (field) => `${field.name}:${field.type}`,
  );

describe('the built-in generator', () => {
  it('understands the three suggestion prompts', async () => {
    expect((await generate({ prompt: 'Build a task manager app' })).appSpec.entities[0]?.name).toBe(
      'Task',
    );
    expect(
      (await generate({ prompt: 'Create a weather app' })).appSpec.entities[0]?.fields.map(
        (f) => f.name,
      ),
    ).toContain('temperature');
    expect(await fieldsOf('Make a fitness tracker')).toContain('calories:number');
  });

  it('reads "an app to track <things> with <fields>" for things it has no vocabulary for', async () => {
    const result = await generate({
      prompt: 'an app to track wine bottles with vineyard, vintage year, price and tasting notes',
    });
    expect(result.appSpec.entities[0]).toMatchObject({
      name: 'WineBottle',
      pluralName: 'WineBottles',
    });
    expect(
      result.appSpec.entities[0]?.fields.map((field) => `${field.name}:${field.type}`),
    ).toEqual(['vineyard:text', 'vintageYear:number', 'price:currency', 'tastingNotes:longText']);
    expect(result.errors).toEqual([]);
    expect(result.generatedCode.frontend['src/screens/WineBottleFormScreen.tsx']).toContain(
      'vintageYear',
    );
    expect(result.generatedCode.backend['src/routes/wine-bottles.ts']).toContain(
      "'/api/wine-bottles'",
    );
    expect(result.generatedCode.backend['src/schemas.ts']).toContain(
      "tastingNotes: z.string(says('Tasting notes', 'must be text.')).optional()",
    );
  });

  it('lists in dependencies exactly what each package.json needs', async () => {
    const { generatedCode } = await generate({
      prompt: 'Build an app to track books with title, author, rating and finished date',
    });
    for (const side of ['frontend', 'backend'] as const) {
      const manifest = JSON.parse(generatedCode[side]['package.json']!) as {
        dependencies: Record<string, string>;
      };
      expect(Object.keys(manifest.dependencies).sort()).toEqual(
        [...generatedCode.dependencies[side]].sort(),
      );
    }
  });

  it('is deterministic and never throws on odd input', async () => {
    expect(await generate({ prompt: 'Create a weather app' })).toEqual(
      await generate({ prompt: 'Create a weather app' }),
    );
    for (const prompt of ['!!!', '🚀🚀', 'x'.repeat(8000), 'an app for my bakery orders']) {
      const result = await generate({ prompt });
      expect(result.errors, prompt.slice(0, 20)).toEqual([]);
      expect(Object.keys(result.generatedCode.frontend)).toContain('App.tsx');
    }
  });

  it('applies follow-up edits to the previous app', async () => {
    const first = await generate({ prompt: 'Build an app to track books with title and author' });
    const second = await generate({
      prompt: 'add a rating field and make it purple',
      previous: first.appSpec,
    });
    expect(second.appSpec.entities[0]?.fields.map((field) => field.name)).toEqual([
      'title',
      'author',
      'rating',
    ]);
    expect(second.appSpec.theme.primaryColor).toBe('#A855F7');
    expect(second.features[0]).toContain('rating');
  });

  it('describes a new app whole, and a follow-up on its code only by what changed', async () => {
    const first = await generate({ prompt: 'Build a task manager app' });
    expect(first.changedFiles).toEqual([]);
    expect(first.features).toContainEqual(expect.stringMatching(/^Tasks: list, details/));

    const purple = await generate({
      prompt: 'make it purple',
      previous: first.appSpec,
      previousCode: first.generatedCode,
    });
    // The theme, and app.json's icon background in the new colour.
    expect(purple.changedFiles).toEqual(['frontend/app.json', 'frontend/src/theme.ts']);
    expect(purple.features).toEqual([expect.stringMatching(/^Changed the theme/)]);

    const unchanged = await generate({
      prompt: 'hello there',
      previous: purple.appSpec,
      previousCode: purple.generatedCode,
    });
    expect(unchanged.changedFiles).toEqual([]);
    expect(unchanged.features).toEqual([expect.stringMatching(/^No change recognised/)]);
  });

  it('reports progress in order and verification errors with file and line', async () => {
    const seen: number[] = [];
    await generate(
      { prompt: 'a habit tracker' },
      { onProgress: (_stage, progress) => void seen.push(progress) },
    );
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen.at(-1)).toBe(100);
    const errors = await verifyBundle(
      { 'App.tsx': "import { x } from './missing';\nexport default () => <View>{x</View>;" },
      'App.tsx',
      'browser',
    );
    expect(errors[0]).toMatchObject({ file: 'App.tsx', line: 2 });
    const missing = await verifyBundle(
      { 'App.tsx': "import { x } from './missing';\nexport default x;" },
      'App.tsx',
      'browser',
    );
    expect(missing[0]?.message).toContain('./missing');
  });
});

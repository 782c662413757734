import type { LlmSettings } from '@appforge/codegen/providers/llm';
import { HtmlValidate } from 'html-validate';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { writePage } from './index';
import type { AskModel } from './llm-copy';
import type { PageSource } from './page-source';
import { testSources } from './writer-test-apps';

const LLM: LlmSettings = {
  kind: 'openai-compatible',
  baseUrl: 'http://model.test/v1',
  model: 'fake-llama',
};

let plants: PageSource;
beforeAll(async () => {
  plants = (await testSources()).plants;
});

/** A fake model that answers every section id it is asked about with `write(id)`. */
function fakeModel(write: (id: string) => string, extra: Record<string, unknown> = {}) {
  return vi.fn<AskModel>(async (_settings, _system, messages) => {
    const request = JSON.parse(String(messages[0]?.content)) as {
      current: { sections: { id: string }[] };
    };
    return `Here is the copy:\n\`\`\`json\n${JSON.stringify({
      tagline: 'Green fingers, no guesswork & no "forgetting".',
      intro: 'Keep every plant watered on time with a calendar of what is due.',
      sections: Object.fromEntries(request.current.sections.map(({ id }) => [id, write(id)])),
      ...extra,
    })}\n\`\`\``;
  });
}

describe('copy from a language model', () => {
  it('asks once and puts the model’s copy, escaped, into the same template', async () => {
    const ask = fakeModel((id) => `Model copy for ${id}.`);
    const page = await writePage('landing', plants, ['add a pricing section'], { llm: LLM, ask });
    expect(ask).toHaveBeenCalledTimes(1);
    const [settings, system, messages] = ask.mock.calls[0] ?? [];
    expect(settings).toBe(LLM);
    expect(system).toContain('Never invent numbers, prices');
    const request = JSON.parse(String(messages?.[0]?.content));
    expect(request.app.recordTypes[0].fields).toContain('Watering interval (number in days)');
    expect(request.current.sections.map(({ id }: { id: string }) => id)).toContain('pricing');
    expect(page.engine).toBe('llm');
    expect(page.html).toContain('Green fingers, no guesswork &amp; no &quot;forgetting&quot;.');
    expect(page.html).toContain('Model copy for features.');
    expect(page.html).toContain('Model copy for pricing.');
    // The lists and tables still come from the app's data.
    expect(page.html).toContain('last watered date and watering interval');
    expect(page.completedJobs[0]).toBe(
      "Wrote the copy with the language model (fake-llama) from the app's spec (1 record type, 4 features, 4 screens)",
    );
    expect(page.metadata.description).toContain('Green fingers');
    const report = await new HtmlValidate({
      extends: ['html-validate:recommended'],
    }).validateString(page.html);
    expect(report.valid).toBe(true);
  });

  it.each([
    [
      'an answer that is not JSON',
      async () => 'Sorry, I cannot help with that.',
      'the answer held no JSON object',
    ],
    ['broken JSON', async () => '{"tagline": "x",}', 'the answer was not valid JSON'],
    [
      'a missing section',
      fakeModel((id) => (id === 'features' ? undefined : 'Copy.') as string),
      'sections.features',
    ],
    ['HTML in the copy', fakeModel(() => 'Try <b>now</b>.'), 'it contained HTML'],
    ['an invented price', fakeModel(() => 'Only $2.99 a month.'), 'it invented a price'],
    [
      'an invented address',
      fakeModel(() => 'Mail hello@plants.example.'),
      'it invented an email address',
    ],
    [
      'a failed call',
      async () => {
        throw new Error('the model at http://model.test did not answer: connection refused');
      },
      'connection refused',
    ],
  ] as [string, AskModel, string][])(
    'falls back to the built-in copy on %s',
    async (_case, ask, reason) => {
      const page = await writePage('faq', plants, [], { llm: LLM, ask });
      expect(page.engine).toBe('built-in');
      expect(page.completedJobs[0]).toMatch(
        /^The language model's copy was unusable \(.+\); wrote it with the built-in writer from the app's spec/,
      );
      expect(page.completedJobs[0]).toContain(reason);
      expect(page.html).toContain('Open a question to read its answer.');
    },
  );

  it('does not ask a model when none is configured', async () => {
    const ask = fakeModel(() => 'Copy.');
    const page = await writePage('about', plants, [], { llm: null, ask });
    expect(ask).not.toHaveBeenCalled();
    expect(page.engine).toBe('built-in');
  });
});

import type { GenerateCodeBody, GenerateUiBody } from '@appforge/shared/contracts/ai';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anAgent, fakeAiApi, historyStore } from './testing/fake-ai-api';
import { renderAiPage } from './testing/render-ai-page';

const agents = () =>
  Response.json({
    agents: [anAgent({ id: 'built-in', name: 'Built-in generator' }), anAgent({ name: '' })],
  });

const typeInto = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the AI dashboard', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("counts the active agents and lists them by name, or 'AI Agent'", async () => {
    fakeAiApi({ 'GET /api/ai/agents': agents, ...historyStore().answers });
    renderAiPage();
    expect(await screen.findByText('2 active agents')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Available agents' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Built-in generator', 'AI Agent']);
  });

  it('logs a failed agents load and shows no message', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeAiApi({
      'GET /api/ai/agents': () => new Response('boom', { status: 500 }),
      ...historyStore().answers,
    });
    renderAiPage();
    expect(await screen.findByText('0 active agents')).toBeTruthy();
    expect(log).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps Generate Code disabled for a blank prompt, fills it from a suggestion, and shows the answer and the new history entry', async () => {
    const history = historyStore();
    const sent = fakeAiApi({
      'GET /api/ai/agents': agents,
      ...history.answers,
      'POST /api/ai/generate-code': ({ body }) => {
        const { prompt, language } = body as GenerateCodeBody;
        history.add({ prompt, result: 'def debounce(): pass', language });
        return Response.json({
          success: true,
          language,
          code: 'def debounce(): pass',
          explanation: 'Wraps `fn` so it runs once.',
          engine: 'built-in',
        });
      },
    });
    renderAiPage();
    const generate = screen.getByRole('button', { name: 'Generate Code' });
    expect(generate).toHaveProperty('disabled', true);
    typeInto('Prompt', '   ');
    expect(generate).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Debounce a search input' }));
    expect(screen.getByLabelText<HTMLTextAreaElement>('Prompt').value).toBe(
      'Debounce a search input',
    );
    fireEvent.click(generate);

    const file = await screen.findByRole('region', {
      name: 'Contents of debounce-search-input.ts',
    });
    expect(file.textContent).toContain('def debounce(): pass');
    expect(screen.getByText('fn').tagName).toBe('CODE');
    expect(sent.find((request) => request.url === '/api/ai/generate-code')?.body).toEqual({
      prompt: 'Debounce a search input',
      language: 'typescript',
      context: { platform: 'web' },
    });
    const entries = await screen.findByRole('list', { name: 'Chat history' });
    expect(entries.textContent).toContain('You asked:Debounce a search input');
    expect(entries.textContent).toContain('AI Response:');
  });

  it("shows a failed generation inline and in the history as 'Generation failed: '", async () => {
    const history = historyStore();
    fakeAiApi({
      'GET /api/ai/agents': agents,
      ...history.answers,
      'POST /api/ai/generate-code': ({ body }) => {
        history.add({
          prompt: (body as GenerateCodeBody).prompt,
          result: 'Model timed out',
          status: 'error',
        });
        return Response.json({
          success: false,
          language: 'typescript',
          code: '',
          explanation: '',
          error: 'Model timed out',
          engine: 'llm',
        });
      },
    });
    renderAiPage();
    typeInto('Prompt', 'A REST client');
    fireEvent.click(screen.getByRole('button', { name: 'Generate Code' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Model timed out');
    const entries = await screen.findByRole('list', { name: 'Chat history' });
    expect(entries.textContent).toContain('Generation failed: Model timed out');
  });

  it('sends the UI request with the theme and clears the description after the answer', async () => {
    const sent = fakeAiApi({
      'GET /api/ai/agents': agents,
      ...historyStore().answers,
      'POST /api/ai/generate-ui': () =>
        Response.json({
          success: true,
          code: 'struct LoginForm: View {}',
          files: [{ path: 'LoginForm.swift', content: 'struct LoginForm: View {}' }],
          explanation: 'A SwiftUI form.',
          engine: 'built-in',
        }),
    });
    renderAiPage();
    typeInto('Description', 'A login form');
    typeInto('Font size (px)', '20');
    fireEvent.click(screen.getByRole('button', { name: 'Generate UI' }));
    expect(
      (await screen.findByRole('region', { name: 'Contents of LoginForm.swift' })).textContent,
    ).toContain('struct LoginForm');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Description').value).toBe('');
    expect(screen.getByRole('button', { name: 'Generate UI' })).toHaveProperty('disabled', true);
    expect(sent.find((request) => request.url === '/api/ai/generate-ui')?.body).toEqual({
      platform: 'web',
      component: 'A login form',
      props: {},
      theme: { primaryColor: '#06B6D4', secondaryColor: '#10B981', fontSize: 20, spacing: 16 },
    } satisfies GenerateUiBody);
  });

  it('lists findings with their line and column, and says when there are none', async () => {
    let findings = [
      {
        line: 2,
        column: 9,
        severity: 'warning',
        rule: 'no-unused-vars',
        message: "'unused' is never used.",
      },
    ];
    fakeAiApi({
      'GET /api/ai/agents': agents,
      ...historyStore().answers,
      'POST /api/ai/analyze': () =>
        Response.json({ success: true, findings, summary: `${findings.length} finding(s).` }),
    });
    renderAiPage();
    typeInto('Code', 'function f() {\n  const unused = 1;\n}');
    fireEvent.click(screen.getByRole('button', { name: 'Find Issues' }));
    const list = await screen.findByRole('list', { name: 'Findings' });
    expect(list.textContent).toContain('Line 2:9');
    expect(list.textContent).toContain('no-unused-vars');
    const marked = screen
      .getByRole('region', { name: 'Analyzed code' })
      .querySelectorAll('[data-marked]');
    expect([...marked].map((line) => line.textContent)).toEqual(['2  const unused = 1;']);

    findings = [];
    fireEvent.click(screen.getByRole('button', { name: 'Analyze Performance' }));
    expect(await screen.findByText('No issues found.')).toBeTruthy();
  });

  it('empties the history with Clear Chat History', async () => {
    const history = historyStore();
    history.add({ prompt: 'first' });
    history.add({ prompt: 'second', type: 'ui_generation', language: 'swift' });
    const sent = fakeAiApi({ 'GET /api/ai/agents': agents, ...history.answers });
    renderAiPage();
    const entries = await screen.findByRole('list', { name: 'Chat history' });
    expect(within(entries).getAllByText('You asked:')).toHaveLength(2);
    expect(entries.textContent?.indexOf('second')).toBeLessThan(
      entries.textContent!.indexOf('first'),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Clear Chat History' }));
    expect(
      await screen.findByText('No chat history yet. Start by generating some code!'),
    ).toBeTruthy();
    await waitFor(() => expect(sent.some((request) => request.method === 'DELETE')).toBe(true));
  });
});

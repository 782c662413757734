import type { Project } from '@appforge/shared/contracts/builder';
import type { ModelEdit } from '@appforge/shared/contracts/data-model';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { aProject } from '../../testing/model-fixtures';
import { DataModelPanel } from './data-model-panel';

type Answer = { status: number; body: unknown };

/** Answers POST …/model-edits with `answer` and keeps each edit it was sent. */
function fakeModelEdits(answer: (edit: ModelEdit) => Answer | Promise<Answer>) {
  const edits: ModelEdit[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/session') return new Response(null, { status: 204 });
      if (!url.endsWith('/model-edits')) return Response.json([]);
      const edit = JSON.parse(String(init?.body)) as ModelEdit;
      edits.push(edit);
      const { status, body } = await answer(edit);
      return Response.json(body, { status });
    }),
  );
  return edits;
}

/** The server's answer to a saved edit: the project at its next version, and what changed. */
const saved = (): Answer => ({
  status: 200,
  body: { project: aProject({ currentVersion: 5 }), change: 'Renamed kid to child' },
});

function renderPanel(project: Project | undefined) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <DataModelPanel project={project} />
    </QueryClientProvider>,
  );
}

const section = (name: string) => within(screen.getByRole('region', { name }));

/** Opens a Radix select by keyboard and picks an option. */
async function choose(select: HTMLElement, option: string) {
  fireEvent.keyDown(select, { key: 'Enter' });
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('DataModelPanel', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks for a description when the project has no data model yet', () => {
    renderPanel(aProject({ appSpec: null }));
    expect(screen.getByRole('heading', { name: 'Data model' })).toBeTruthy();
    expect(
      screen.getByText('Describe your app in the chat: its record types appear here.'),
    ).toBeTruthy();
    cleanup();
    renderPanel(undefined);
    expect(
      screen.getByText('Describe your app in the chat: its record types appear here.'),
    ).toBeTruthy();
  });

  it('shows the diagram with its links in words, and a section per record type', () => {
    renderPanel(aProject());
    const diagram = screen.getByRole('figure', {
      name: 'Diagram of the record types and their links',
    });
    expect(diagram.textContent).toContain(
      '3 record types, 1 link: each Earning picks one Kid (Kid).',
    );
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['Kid', 'Earning', 'Treat Idea']);
    const kid = section('Kid');
    expect(kid.getByRole('list', { name: 'Computed values of Kid' }).textContent).toContain(
      '= Stars (balance)',
    );
    expect(kid.getByRole('list', { name: 'Actions of Kid' }).textContent).toBe('Trade stars');
    expect(section('Earning').getByText('Link to Kid')).toBeTruthy();
  });

  it('renames a record type and a field, and says which version holds the change', async () => {
    const edits = fakeModelEdits(saved);
    renderPanel(aProject());
    const kid = section('Kid');
    fireEvent.change(kid.getByRole('textbox', { name: 'New name for Kid' }), {
      target: { value: 'Child' },
    });
    fireEvent.click(kid.getByRole('button', { name: 'Rename Kid' }));
    await waitFor(() => expect(edits).toHaveLength(1));
    expect(edits[0]).toEqual({ op: 'renameEntity', entity: 'Kid', to: 'Child' });
    expect(await screen.findByText(/^Saved as version 5: Renamed kid to child\./)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'Saved as version 5: Renamed kid to child. Restoring version 4 in the Code tab undoes it.',
    );

    fireEvent.change(kid.getByRole('textbox', { name: 'New name for Name of Kid' }), {
      target: { value: 'Full name' },
    });
    fireEvent.click(kid.getByRole('button', { name: 'Rename Name of Kid' }));
    await waitFor(() => expect(edits).toHaveLength(2));
    expect(edits[1]).toEqual({ op: 'renameField', entity: 'Kid', field: 'name', to: 'Full name' });
  });

  it('retypes and removes fields and links', async () => {
    const edits = fakeModelEdits(saved);
    renderPanel(aProject());
    await choose(
      section('Earning').getByRole('combobox', { name: 'Type of Stars of Earning' }),
      'Rating',
    );
    await waitFor(() => expect(edits).toHaveLength(1));
    expect(edits[0]).toEqual({
      op: 'retypeField',
      entity: 'Earning',
      field: 'stars',
      type: 'rating',
    });
    // A link is not retyped.
    expect(
      section('Earning').queryByRole('combobox', { name: 'Type of Kid of Earning' }),
    ).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Remove link Kid of Earning' }));
    await waitFor(() => expect(edits).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Remove field Birthday of Kid' }));
    await waitFor(() => expect(edits).toHaveLength(3));
    expect(edits.slice(1)).toEqual([
      { op: 'removeField', entity: 'Earning', field: 'kid' },
      { op: 'removeField', entity: 'Kid', field: 'birthday' },
    ]);
  });

  it('adds a field, a link and computed values, then clears the form', async () => {
    const edits = fakeModelEdits(saved);
    renderPanel(aProject());
    const treat = section('Treat Idea');
    const label = treat.getByRole('textbox', { name: 'Label of the new field of Treat Idea' });
    fireEvent.change(label, { target: { value: 'Cost' } });
    await choose(
      treat.getByRole('combobox', { name: 'Type of the new field of Treat Idea' }),
      'Number',
    );
    fireEvent.click(treat.getByRole('button', { name: 'Add field' }));
    await waitFor(() => expect(edits).toHaveLength(1));
    expect(edits[0]).toEqual({
      op: 'addField',
      entity: 'TreatIdea',
      label: 'Cost',
      type: 'number',
    });
    await waitFor(() => expect((label as HTMLInputElement).value).toBe(''));

    await choose(
      treat.getByRole('combobox', { name: 'Record type each Treat Idea links to' }),
      'Kid',
    );
    fireEvent.click(treat.getByRole('button', { name: 'Add link' }));
    await waitFor(() => expect(edits).toHaveLength(2));
    expect(edits[1]).toEqual({ op: 'addLink', entity: 'TreatIdea', to: 'Kid' });

    const kid = section('Kid');
    await choose(kid.getByRole('combobox', { name: 'Value to compute for each Kid' }), 'Total');
    // Only Earning links to Kid, so it is chosen; a total reads a number.
    await choose(kid.getByRole('combobox', { name: 'Field the value of Kid reads' }), 'Stars');
    fireEvent.click(kid.getByRole('button', { name: 'Add value' }));
    await waitFor(() => expect(edits).toHaveLength(3));
    expect(edits[2]).toEqual({
      op: 'addComputed',
      entity: 'Kid',
      kind: 'sum',
      over: 'Earning',
      field: 'stars',
    });

    await choose(kid.getByRole('combobox', { name: 'Value to compute for each Kid' }), 'How many');
    expect(kid.queryByRole('combobox', { name: 'Field the value of Kid reads' })).toBeNull();
    fireEvent.click(kid.getByRole('button', { name: 'Add value' }));
    await waitFor(() => expect(edits).toHaveLength(4));
    expect(edits[3]).toEqual({ op: 'addComputed', entity: 'Kid', kind: 'count', over: 'Earning' });

    fireEvent.click(kid.getByRole('button', { name: 'Remove value Stars of Kid' }));
    await waitFor(() => expect(edits).toHaveLength(5));
    expect(edits[4]).toEqual({ op: 'removeComputed', entity: 'Kid', name: 'stars' });
    expect(treat.getByText(/No record type links to Treat Idea yet/)).toBeTruthy();
  });

  it('refuses an empty name in the page, without a request', () => {
    const edits = fakeModelEdits(saved);
    renderPanel(aProject());
    const kid = section('Kid');
    const input = kid.getByRole('textbox', { name: 'New name for Kid' });
    fireEvent.change(input, { target: { value: '  ' } });
    fireEvent.click(kid.getByRole('button', { name: 'Rename Kid' }));
    expect(kid.getByRole('alert').textContent).toBe('Type a name.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(edits).toEqual([]);
  });

  it('asks for the missing choices of a computed value before sending it', async () => {
    const edits = fakeModelEdits(saved);
    renderPanel(aProject());
    const kid = section('Kid');
    fireEvent.click(kid.getByRole('button', { name: 'Add value' }));
    expect(kid.getByRole('alert').textContent).toBe('Choose what to compute.');
    await choose(
      kid.getByRole('combobox', { name: 'Value to compute for each Kid' }),
      'Streak (days in a row)',
    );
    fireEvent.click(kid.getByRole('button', { name: 'Add value' }));
    expect(kid.getByRole('alert').textContent).toBe('Choose the field of Earning to read.');
    expect(edits).toEqual([]);
  });

  it('disables every form and says it is saving while an edit is sent', async () => {
    let release: (answer: Answer) => void = () => undefined;
    fakeModelEdits(() => new Promise<Answer>((resolve) => (release = resolve)));
    renderPanel(aProject());
    const kid = section('Kid');
    fireEvent.change(kid.getByRole('textbox', { name: 'New name for Kid' }), {
      target: { value: 'Child' },
    });
    fireEvent.click(kid.getByRole('button', { name: 'Rename Kid' }));
    expect(await screen.findByText('Saving the change…')).toBeTruthy();
    const forms = screen.getByRole('group', { name: 'Edit the record types' });
    expect((forms as HTMLFieldSetElement).disabled).toBe(true);
    expect(kid.getByRole('button', { name: 'Rename Kid' }).getAttribute('aria-busy')).toBe('true');

    release(saved());
    await waitFor(() => expect((forms as HTMLFieldSetElement).disabled).toBe(false));
    expect(screen.getByRole('status').textContent).toMatch(/^Saved as version 5: Renamed kid/);
  });

  it("shows the server's refusal as an alert beside the form and keeps what was typed", async () => {
    const edits = fakeModelEdits(() => ({
      status: 409,
      body: { error: 'name_taken', message: 'Earning already has a field called Amount.' },
    }));
    renderPanel(aProject());
    const earning = section('Earning');
    const input = earning.getByRole('textbox', { name: 'New name for Stars of Earning' });
    fireEvent.change(input, { target: { value: 'Amount' } });
    fireEvent.click(earning.getByRole('button', { name: 'Rename Stars of Earning' }));
    const alert = await earning.findByRole('alert');
    expect(alert.textContent).toBe('Earning already has a field called Amount.');
    expect(edits).toHaveLength(1);
    expect((input as HTMLInputElement).value).toBe('Amount');
    expect(screen.getByRole('status').textContent).toBe('');
    expect((input as HTMLInputElement).disabled).toBe(false);
  });
});

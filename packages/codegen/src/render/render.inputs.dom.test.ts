// @vitest-environment happy-dom
/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import { failOnConsoleErrors, start } from './dom-harness.ts';
import { RECIPES, TASKS } from './test-specs.ts';

failOnConsoleErrors();

/** The form of a new task, on an install with no records, past the introduction. */
async function newTask(platform: 'ios' | 'android') {
  const app = await start(TASKS, { installed: true, platform });
  await app.press('Skip');
  await app.press('Add Task');
  await app.type('Title', 'File taxes');
  return app;
}

describe('generated inputs that fit the type', () => {
  it('on iOS, picks a date and time in the inline picker and stores it as "YYYY-MM-DD HH:MM"', async () => {
    const app = await newTask('ios');
    expect(app.labelled('Due').textContent).toBe('Choose date and time');
    expect(app.labelled('Due').getAttribute('aria-expanded')).toBe('false');
    await app.press('Due');
    expect(app.labelled('Due').getAttribute('aria-expanded')).toBe('true');
    expect(app.labelled('Due picker').getAttribute('data-mode')).toBe('datetime');
    await app.type('Due picker', '2999-04-15T09:30');
    expect(app.labelled('Due').textContent).toMatch(/2999.*09:30$/);
    // A required date has no Clear button.
    expect(document.querySelector('[aria-label="Clear Due"]')).toBeNull();
    await app.press('Save');
    expect(await app.records('tasks')).toMatchObject([
      { title: 'File taxes', due: '2999-04-15 09:30' },
    ]);
  });

  it('on Android, picks the date and then the time in dialogs', async () => {
    const app = await newTask('android');
    await app.press('Due');
    await app.answerPicker('2999-12-31');
    await app.answerPicker('23:05');
    expect(app.labelled('Due').textContent).toMatch(/2999.*23:05$/);
    // Dismissing the time dialog keeps what was stored.
    await app.press('Due');
    await app.answerPicker('2030-01-01');
    await app.answerPicker(null);
    await app.press('Save');
    expect(await app.records('tasks')).toMatchObject([{ due: '2999-12-31 23:05' }]);
  });

  it('on Android, picks an optional date, clears it and picks it again', async () => {
    const app = await start(RECIPES, { installed: true, platform: 'android' });
    await app.press('Add Recipe');
    await app.type('Title', 'Minestrone');
    await app.press('Lunch');
    expect(app.labelled('Cooked on').textContent).toBe('Choose date');
    await app.press('Cooked on');
    await app.answerPicker('2025-03-04');
    expect(app.labelled('Cooked on').textContent).toMatch(/2025/);
    await app.press('Clear Cooked on');
    expect(app.labelled('Cooked on').textContent).toBe('Choose date');
    await app.press('Cooked on');
    await app.answerPicker('2024-02-29');
    await app.press('Save');
    expect(await app.records('recipes')).toMatchObject([
      { title: 'Minestrone', category: 'Lunch', cookedOn: '2024-02-29' },
    ]);
  });

  it('sets an enum through its segmented control, as a radio group', async () => {
    const app = await newTask('ios');
    expect(app.labelled('Priority').getAttribute('role')).toBe('radiogroup');
    const high = () => app.labelled('High');
    expect(high().getAttribute('role')).toBe('radio');
    expect(high().getAttribute('aria-checked')).toBe('false');
    await app.press('High');
    expect(high().getAttribute('aria-checked')).toBe('true');
    expect(app.labelled('Low').getAttribute('aria-checked')).toBe('false');
    // An optional choice is cleared by pressing it again.
    await app.press('High');
    expect(high().getAttribute('aria-checked')).toBe('false');
    await app.press('Low');
    await app.press('Due');
    await app.type('Due picker', '2999-04-15T09:30');
    await app.press('Save');
    expect(await app.records('tasks')).toMatchObject([{ priority: 'Low' }]);
  });

  it('stores the uri of a photo picked from the library, or a pasted link', async () => {
    const app = await start(RECIPES, { installed: true });
    await app.press('Add Recipe');
    await app.type('Title', 'Minestrone');
    await app.press('Lunch');

    app.photoAccess.granted = false;
    await app.press('Choose Photo');
    expect(app.text()).toContain('Allow access to your photos in the Settings app to choose one.');
    app.photoAccess.granted = true;
    // Closed without a choice: nothing changes.
    await app.press('Choose Photo');
    expect(document.querySelector('[aria-label="Photo preview"]')).toBeNull();

    app.photoLibrary.push({ uri: 'file:///photos/soup.jpg', width: 800, height: 600 });
    await app.press('Choose Photo');
    expect(document.querySelector('[aria-label="Photo preview"]')).not.toBeNull();
    expect(app.text()).toContain('Choose another photo');
    await app.press('Save');
    expect(await app.records('recipes')).toMatchObject([{ photo: 'file:///photos/soup.jpg' }]);

    // The preview's picker hands back the image itself; a link replaces it.
    await app.press('Minestrone');
    await app.press('Edit Recipe');
    app.photoLibrary.push({ uri: 'data:image/jpeg;base64,/9j/4AAQSkZJRg==', width: 2, height: 1 });
    await app.press('Choose Photo');
    await app.press('Save');
    expect(await app.records('recipes')).toMatchObject([
      { photo: 'data:image/jpeg;base64,/9j/4AAQSkZJRg==' },
    ]);
    await app.press('Edit Recipe');
    await app.press('Paste a link for Photo');
    expect((app.labelled('Photo link') as HTMLInputElement).value).toBe('');
    await app.type('Photo link', 'not a link');
    await app.press('Save');
    expect(app.text()).toContain('Photo must be a photo, or a web address starting with https://.');
    await app.type('Photo link', 'https://example.com/soup.jpg');
    await app.press('Save');
    expect(await app.records('recipes')).toMatchObject([{ photo: 'https://example.com/soup.jpg' }]);
  });
});

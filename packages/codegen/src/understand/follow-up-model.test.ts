import { describe, expect, it } from 'vitest';
import type { AppSpec } from '../app-spec.ts';
import { understand } from './understand.ts';

const start = (prompt: string) => understand(prompt).spec;
const edit = (previous: AppSpec, prompt: string) => understand(prompt, previous).spec;
const links = (spec: AppSpec) =>
  spec.entities.flatMap((entity) =>
    entity.fields.flatMap((field) =>
      field.type === 'relation' ? [`${entity.name}.${field.name}>${field.relation}`] : [],
    ),
  );

const VET =
  'A veterinary clinic app with owners, pets and appointments; each pet belongs to an owner';
const CONFERENCE = 'Conference app: speakers, talks and rooms; each talk has a speaker and a room';

describe('follow-ups on the data model', () => {
  it.each([
    ['appointments belong to pets', 'Appointment.pet>Pet'],
    ['each appointment is for a pet', 'Appointment.pet>Pet'],
    ['every appointment has one pet', 'Appointment.pet>Pet'],
  ])('"%s" links two record types the app keeps', (prompt, link) => {
    const spec = edit(start(VET), prompt);
    expect(links(spec)).toContain(link);
    expect(links(spec)).toContain('Pet.owner>Owner');
  });

  it.each([
    ['a pet tracker', 'pets belong to owners', 'Pet.owner>Owner'],
    ['a recipe app', 'each recipe belongs to a cookbook', 'Recipe.cookbook>Cookbook'],
    ['a task manager', 'tasks are assigned to people', 'Task.person>Person'],
  ])('in %s, "%s" adds the parent record type and the link', (idea, prompt, link) => {
    const spec = edit(start(idea), prompt);
    expect(links(spec)).toContain(link);
  });

  it.each([
    [CONFERENCE, 'talks can have many tags', 'Tag.talk>Talk'],
    ['a project tracker', 'each project has many milestones', 'Milestone.project>Project'],
    ['a course app', 'each course has many lessons', 'Lesson.course>Course'],
  ])('in %s, "%s" adds the child record type and the link', (idea, prompt, link) => {
    const spec = edit(start(idea), prompt);
    expect(links(spec)).toContain(link);
    expect(spec.entities.map((entity) => entity.name).join(' ')).not.toMatch(/Many/);
  });

  it.each([
    [CONFERENCE, 'talks can be in many rooms', 'TalkRoom', ['Talk', 'Room']],
    [
      'a playlist app with songs and playlists',
      'songs can be on many playlists',
      'SongPlaylist',
      ['Song', 'Playlist'],
    ],
    [
      'a club app with members and events',
      'members can go to many events',
      'MemberEvent',
      ['Member', 'Event'],
    ],
  ])('in %s, "%s" links many of each through a record of both', (idea, prompt, joined, sides) => {
    const spec = edit(start(idea), prompt);
    const join = spec.entities.find((entity) => entity.name === joined);
    expect(join?.fields.flatMap((field) => field.relation ?? [])).toEqual(sides);
    const [one, other] = sides.map((name) => spec.entities.find((entity) => entity.name === name)!);
    expect(one!.fields.some((field) => field.relation === other!.name)).toBe(false);
    expect(edit(spec, prompt).entities).toHaveLength(spec.entities.length);
  });

  it.each([
    ['add vets to appointments', 'Vet', 'Appointment.vet>Vet'],
    ['add drivers to appointments', 'Driver', 'Appointment.driver>Driver'],
    ['add nurses to appointments', 'Nurse', 'Appointment.nurse>Nurse'],
  ])('"%s" adds a record type and links the records to it', (prompt, added, link) => {
    const spec = edit(start(VET), prompt);
    expect(spec.entities.map((entity) => entity.name)).toContain(added);
    expect(links(spec)).toContain(link);
  });

  it.each([
    ['add a vet to appointments', 'vet'],
    ['add colours to pets', 'colours'],
    ['add a room number to appointments', 'roomNumber'],
  ])('"%s" stays a field', (prompt, name) => {
    const before = start(VET);
    const spec = edit(before, prompt);
    expect(spec.entities).toHaveLength(before.entities.length);
    const fields = spec.entities.flatMap((entity) => entity.fields);
    expect(fields.find((field) => field.name === name)?.type).not.toBe('relation');
  });

  it('renaming a record type renames the links that point at it', () => {
    const spec = edit(start(CONFERENCE), 'rename speakers to presenters');
    expect(links(spec)).toEqual(['Talk.presenter>Presenter', 'Talk.room>Room']);
  });

  it('removing a record type leaves no link to it', () => {
    const spec = edit(start(CONFERENCE), 'remove the rooms');
    expect(spec.entities.map((entity) => entity.name)).not.toContain('Room');
    expect(links(spec)).toEqual(['Talk.speaker>Speaker']);
  });

  it.each([
    ['sort pets by name', { field: 'name', descending: false }],
    ['order the pets by weight, heaviest first', { field: 'weight', descending: true }],
    ['list pets by birthday, oldest first', { field: 'birthday', descending: false }],
  ])('"%s" sets the first order of the pets', (prompt, sort) => {
    const spec = edit(start(VET), prompt);
    expect(spec.entities.find((entity) => entity.name === 'Pet')?.sort).toEqual(sort);
    expect(spec.features).toContain('sorting');
  });

  it.each([
    ['show monthly stats', 'month'],
    ['group the stats by week', 'week'],
    ['add a yearly summary', 'year'],
  ])('"%s" groups the stats by a period', (prompt, period) => {
    const spec = edit(start(VET), prompt);
    expect(spec.statsPeriod).toBe(period);
    expect(spec.features).toContain('stats');
  });
});

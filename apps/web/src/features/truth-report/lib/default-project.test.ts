import { describe, expect, it } from 'vitest';
import { mostRecentlyUpdated, projectIdFrom } from './default-project';

const ID = '0b9f3a52-8d0e-4c1a-9d7e-1f2a3b4c5d6e';
const aProject = (id: string, updatedAt: string, createdAt = '2025-01-01T00:00:00.000Z') => ({
  id,
  updatedAt,
  createdAt,
});

describe('the project a report is about', () => {
  it('reads a project id from the address and ignores anything else', () => {
    expect(projectIdFrom(ID)).toBe(ID);
    expect(projectIdFrom('not-an-id')).toBeNull();
    expect(projectIdFrom(null)).toBeNull();
  });

  it("picks the most recently updated project, like the server's default", () => {
    expect(mostRecentlyUpdated([])).toBeNull();
    expect(
      mostRecentlyUpdated([
        aProject('a', '2025-03-01T10:00:00.000Z'),
        aProject('b', '2025-03-02T10:00:00.000Z'),
        aProject('c', '2025-02-01T10:00:00.000Z'),
      ]),
    ).toBe('b');
    expect(
      mostRecentlyUpdated([
        aProject('old', '2025-03-01T10:00:00.000Z', '2025-01-01T00:00:00.000Z'),
        aProject('new', '2025-03-01T10:00:00.000Z', '2025-02-01T00:00:00.000Z'),
      ]),
    ).toBe('new');
  });
});

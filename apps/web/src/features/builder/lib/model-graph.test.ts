import { describe, expect, it } from 'vitest';
import { STARS_SPEC } from '../testing/model-fixtures';
import { readDataModel, type ModelEntity } from './data-model';
import { layoutModel, modelLinks, NODE_WIDTH, nodeHeight } from './model-graph';

const entities = () => {
  const model = readDataModel(STARS_SPEC);
  if (model.status !== 'ready') throw new Error('the fixture should read');
  return model.entities;
};

const aType = (name: string, links: string[] = []): ModelEntity => ({
  name,
  pluralName: `${name}s`,
  titleField: 'title',
  fields: [
    { name: 'title', label: 'Title', type: 'text', required: true },
    ...links.map((target, index) => ({
      name: `link${index}`,
      label: `${target} ${index + 1}`,
      type: 'relation',
      required: true,
      relation: target,
    })),
  ],
  computed: [],
  actions: [],
});

describe('modelLinks', () => {
  it('draws one edge per relation field, from its type to the type it points at', () => {
    expect(modelLinks(entities())).toEqual([
      { id: 'Earning.kid', source: 'Earning', target: 'Kid', label: 'Kid' },
    ]);
  });

  it('keeps two links between the same types and drops a link to a type that is not there', () => {
    const links = modelLinks([aType('Team'), aType('Match', ['Team', 'Team', 'Venue'])]);
    expect(links.map(({ id, label }) => [id, label])).toEqual([
      ['Match.link0', 'Team 1'],
      ['Match.link1', 'Team 2'],
    ]);
  });
});

describe('layoutModel', () => {
  it('places a linking type left of the type it points at, every box apart', () => {
    const { nodes, edges } = layoutModel(entities());
    expect(edges.map(({ source, target, label }) => ({ source, target, label }))).toEqual([
      { source: 'Earning', target: 'Kid', label: 'Kid' },
    ]);
    const at = (id: string) => nodes.find((node) => node.id === id)!;
    expect(at('Earning').position.x + NODE_WIDTH).toBeLessThan(at('Kid').position.x);
    // Kid: a header, two fields, one value and one action in three groups of rows.
    expect(at('Kid').height).toBe(nodeHeight(entities()[0]!));
    expect(nodeHeight(entities()[0]!)).toBe(2 + 36 + 3 * 9 + 4 * 20);
    for (const a of nodes) {
      for (const b of nodes) {
        if (a === b) continue;
        const apart =
          a.position.x + a.width! <= b.position.x ||
          b.position.x + b.width! <= a.position.x ||
          a.position.y + a.height! <= b.position.y ||
          b.position.y + b.height! <= a.position.y;
        expect(apart, `${a.id} and ${b.id} overlap`).toBe(true);
      }
    }
  });
});

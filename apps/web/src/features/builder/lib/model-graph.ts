import { Graph, layout, type GraphLabel } from '@dagrejs/dagre';
import { MarkerType, Position, type Edge, type Node } from '@xyflow/react';
import { isLink, type ModelEntity } from './data-model';

/*
 * The record types as a graph: one node per type, one edge per link (from the type holding the
 * link to the type it points at), placed by dagre. The node component draws rows of these fixed
 * sizes, so the boxes dagre spaces out are the boxes on screen.
 */
export const NODE_WIDTH = 232;
export const NODE_HEADER_HEIGHT = 36;
export const NODE_ROW_HEIGHT = 20;
/** Each group of rows (fields, values, actions): its top border and 4 px above and below. */
export const NODE_GROUP_PADDING = 9;
const NODE_BORDERS = 2;

export type EntityNodeData = { entity: ModelEntity };
export type EntityNode = Node<EntityNodeData, 'entity'>;

export interface ModelLink {
  id: string;
  source: string;
  target: string;
  label: string;
}

/** The rows an entity's node shows, group by group; empty groups are left out. */
export const nodeRowGroups = (entity: ModelEntity) =>
  [entity.fields.length, entity.computed.length, entity.actions.length].filter((rows) => rows > 0);

export const nodeHeight = (entity: ModelEntity) =>
  NODE_BORDERS +
  NODE_HEADER_HEIGHT +
  nodeRowGroups(entity).reduce((sum, rows) => sum + NODE_GROUP_PADDING + rows * NODE_ROW_HEIGHT, 0);

/** One link per relation field whose record type exists, labelled with the field's label. */
export function modelLinks(entities: ModelEntity[]): ModelLink[] {
  const names = new Set(entities.map((entity) => entity.name));
  return entities.flatMap((entity) =>
    entity.fields
      .filter((field) => isLink(field) && field.relation && names.has(field.relation))
      .map((field) => ({
        id: `${entity.name}.${field.name}`,
        source: entity.name,
        target: field.relation!,
        label: field.label,
      })),
  );
}

export interface ModelLayout {
  nodes: EntityNode[];
  edges: Edge[];
  /** The whole drawing at full size. */
  size: { width: number; height: number };
}

/** Nodes placed left to right (a linking type before the type it points at) and their edges. */
export function layoutModel(entities: ModelEntity[]): ModelLayout {
  const links = modelLinks(entities);
  // A multigraph: two links between the same types (a match's home and away team) are two edges.
  const graph = new Graph<GraphLabel>({ multigraph: true });
  graph.setGraph({ rankdir: 'LR', nodesep: 32, ranksep: 120 });
  graph.setDefaultEdgeLabel(() => ({}));
  for (const entity of entities) {
    graph.setNode(entity.name, { width: NODE_WIDTH, height: nodeHeight(entity) });
  }
  for (const link of links) graph.setEdge(link.source, link.target, {}, link.id);
  layout(graph);

  const nodes = entities.map((entity): EntityNode => {
    const { x, y } = graph.node(entity.name);
    const height = nodeHeight(entity);
    return {
      id: entity.name,
      type: 'entity',
      position: { x: x - NODE_WIDTH / 2, y: y - height / 2 },
      width: NODE_WIDTH,
      height,
      data: { entity },
      sourcePosition: Position.Right,
      targetPosition: Position.Left,
    };
  });
  const edges = links.map((link): Edge => ({
    ...link,
    markerEnd: { type: MarkerType.ArrowClosed, width: 16, height: 16 },
  }));
  const { width = 0, height = 0 } = graph.graph();
  return { nodes, edges, size: { width, height } };
}

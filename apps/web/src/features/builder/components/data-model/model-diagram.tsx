import '@xyflow/react/dist/style.css';
import {
  Background,
  Controls,
  ReactFlow,
  type FitViewOptions,
  type NodeTypes,
} from '@xyflow/react';
import { useMemo } from 'react';
import { cn } from '@/lib/cn';
import { entityLabel, type ModelEntity } from '../../lib/data-model';
import { layoutModel, modelLinks } from '../../lib/model-graph';
import { EntityNode } from './entity-node';

const NODE_TYPES: NodeTypes = { entity: EntityNode };
const FIT_PADDING = 24;
/** Room on the left for the zoom buttons, and never larger than life. */
const FIT_VIEW: FitViewOptions = {
  padding: {
    top: `${FIT_PADDING}px`,
    right: `${FIT_PADDING}px`,
    bottom: `${FIT_PADDING}px`,
    left: `${FIT_PADDING + 32}px`,
  },
  maxZoom: 1,
};

const MIN_HEIGHT = 240;
const MAX_HEIGHT = 400;

/** React Flow's colours from the design tokens (shared/DESIGN.md). */
const THEME = [
  '[--xy-background-color:var(--color-background)]',
  '[--xy-background-pattern-dots-color:var(--color-border-strong)]',
  '[--xy-edge-stroke:#64748b] [--xy-edge-stroke-width:1.5]',
  '[--xy-edge-label-background-color:var(--color-surface)]',
  '[--xy-edge-label-color:var(--color-muted)]',
  '[--xy-controls-button-background-color:var(--color-surface-raised)]',
  '[--xy-controls-button-background-color-hover:var(--color-border-strong)]',
  '[--xy-controls-button-color:var(--color-foreground)]',
  '[--xy-controls-button-border-color:var(--color-border-strong)]',
  '[--xy-attribution-background-color:transparent]',
  '[&_button:focus-visible]:outline-2 [&_button:focus-visible]:outline-cyan-500/60',
].join(' ');

/**
 * The record types as boxes and their links as arrows, laid out by dagre. It only shows the model
 * (the sections below it edit it); its caption lists the links for those who cannot see it.
 */
export function ModelDiagram({ entities }: { entities: ModelEntity[] }) {
  const { nodes, edges, size } = useMemo(() => layoutModel(entities), [entities]);
  // As tall as the drawing at full size, within bounds: a small model is not shrunk to fit a
  // fixed box, a large one scrolls no further than the zoom buttons reach.
  const height = Math.min(Math.max(size.height + 2 * FIT_PADDING, MIN_HEIGHT), MAX_HEIGHT);
  // A changed model is drawn afresh, so the view fits it again (fitView acts on the first draw).
  const layoutKey = nodes
    .map(({ id, position, height }) => `${id}@${position.x},${position.y}+${height}`)
    .join(' ');
  const links = modelLinks(entities);
  return (
    <figure
      aria-label="Diagram of the record types and their links"
      className="flex flex-col gap-2"
    >
      <div
        className={cn('overflow-hidden rounded-card border border-border', THEME)}
        style={{ height }}
      >
        <ReactFlow
          key={layoutKey}
          nodes={nodes}
          edges={edges}
          nodeTypes={NODE_TYPES}
          colorMode="dark"
          fitView
          fitViewOptions={FIT_VIEW}
          minZoom={0.2}
          maxZoom={1.5}
          nodesDraggable={false}
          nodesConnectable={false}
          nodesFocusable={false}
          edgesFocusable={false}
          elementsSelectable={false}
          // The panel scrolls with the wheel; zoom with the buttons or a pinch.
          zoomOnScroll={false}
          preventScrolling={false}
        >
          <Background gap={20} size={1} />
          <Controls showInteractive={false} aria-label="Zoom the diagram" />
        </ReactFlow>
      </div>
      <figcaption className="text-xs text-muted">
        {entities.length} record {entities.length === 1 ? 'type' : 'types'}, {links.length}{' '}
        {links.length === 1 ? 'link' : 'links'}
        {links.length > 0 ? ': ' : '.'}
        {links
          .map(
            (link) =>
              `each ${entityLabel(link.source)} picks one ${entityLabel(link.target)} (${link.label})`,
          )
          .join('; ')}
        {links.length > 0 ? '.' : null}
      </figcaption>
    </figure>
  );
}

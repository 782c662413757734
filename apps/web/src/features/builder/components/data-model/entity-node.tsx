import { Handle, Position, type NodeProps } from '@xyflow/react';
import { Table2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { entityLabel, fieldTypeText, isLink } from '../../lib/data-model';
import type { EntityNode as EntityNodeType } from '../../lib/model-graph';

/** Rows of the fixed heights in lib/model-graph.ts, which dagre spaced the nodes by. */
function Rows({ children }: { children: ReactNode }) {
  return <ul className="border-t border-border-strong py-1">{children}</ul>;
}

function Row({ children, className }: { children: ReactNode; className?: string }) {
  return <li className={cn('h-5 truncate px-3 text-xs leading-5', className)}>{children}</li>;
}

/** A record type in the diagram: its name, fields, computed values and actions. */
export function EntityNode({ data: { entity } }: NodeProps<EntityNodeType>) {
  return (
    <div className="h-full w-full overflow-hidden rounded-control border border-border-strong bg-surface-raised text-foreground">
      <Handle type="target" position={Position.Left} isConnectable={false} className="opacity-0" />
      <p className="flex h-9 items-center gap-2 px-3 text-sm font-medium">
        <Table2 aria-hidden className="size-4 shrink-0 text-primary" />
        <span className="truncate">{entityLabel(entity.name)}</span>
      </p>
      {entity.fields.length > 0 ? (
        <Rows>
          {entity.fields.map((field) => (
            <Row key={field.name} className={isLink(field) ? 'text-cyan-300' : 'text-slate-300'}>
              {field.label}
              <span className="text-muted">{isLink(field) ? ' ' : ' · '}</span>
              {fieldTypeText(field)}
            </Row>
          ))}
        </Rows>
      ) : null}
      {entity.computed.length > 0 ? (
        <Rows>
          {entity.computed.map((value) => (
            <Row key={value.name} className="text-emerald-300">
              = {value.label} <span className="text-muted">({value.kind})</span>
            </Row>
          ))}
        </Rows>
      ) : null}
      {entity.actions.length > 0 ? (
        <Rows>
          {entity.actions.map((action) => (
            <Row key={action.name} className="text-amber-300">
              ▸ {action.label}
            </Row>
          ))}
        </Rows>
      ) : null}
      <Handle type="source" position={Position.Right} isConnectable={false} className="opacity-0" />
    </div>
  );
}

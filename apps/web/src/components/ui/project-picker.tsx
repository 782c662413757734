import { useQuery } from '@tanstack/react-query';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { projectsQueryOptions } from '@/lib/api/list-projects';

export interface ProjectPickerProps {
  /** The project shown: the one in the address, else the one the server chose. */
  selectedId: string | null;
  onSelect: (projectId: string) => void;
}

/** The caller's projects, to choose the one an area's page is about (page builder, truth report). */
export function ProjectPicker({ selectedId, onSelect }: ProjectPickerProps) {
  const projects = useQuery(projectsQueryOptions());
  const list = projects.data ?? [];
  if (projects.isSuccess && list.length === 0) return null;
  const known = list.some((project) => project.id === selectedId);
  return (
    <Select
      value={known && selectedId ? selectedId : ''}
      onValueChange={onSelect}
      disabled={!projects.isSuccess}
    >
      <SelectTrigger aria-label="Project" className="w-full sm:w-56">
        <SelectValue placeholder={projects.isError ? 'Projects unavailable' : 'Choose a project'} />
      </SelectTrigger>
      <SelectContent>
        {list.map((project) => (
          <SelectItem key={project.id} value={project.id}>
            {project.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

import type { LlmSettings } from '@appforge/codegen/providers/llm';
import {
  type Page,
  type PagesResponse,
  type PageType,
  type ValidationResponse,
} from '@appforge/shared/contracts/page-builder';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import { exportSlug } from '../builder/export/export.service';
import type { ProjectRow } from '../builder/projects.repository';
import { checkPageOffThread } from './checks';
import { checkJobs, presentPage, summarizeValidation } from './page.presenter';
import { findPage, listPages, upsertPage, type PageRow } from './pages.repository';
import { buildSiteZip } from './site-zip';
import { pageSourceFromProject, writePage } from './writer';

export interface PageBuilderDeps {
  db: Database;
  llm: LlmSettings | null;
}

export const noProject = () =>
  new HttpError(
    409,
    'no_project',
    'You have no project yet: describe an app in the builder first, then write its pages here.',
  );

const projectSummary = (project: ProjectRow | null) =>
  project ? { id: project.id, name: project.name } : null;

export function createPageBuilderService({ db, llm }: PageBuilderDeps) {
  /** Writes the page for the project's current config and AppSpec, checks it and keeps it. */
  async function writeAndCheck(
    userId: string,
    project: ProjectRow,
    pageType: PageType,
    customRequirements: string[],
  ): Promise<PageRow> {
    const written = await writePage(pageType, pageSourceFromProject(project), customRequirements, {
      llm,
    });
    const report = await checkPageOffThread(pageType, written.html);
    return upsertPage(db, {
      userId,
      projectId: project.id,
      pageType,
      html: written.html,
      css: written.css,
      metadata: written.metadata,
      report,
      completedJobs: [...written.completedJobs, ...checkJobs(report)],
      customRequirements,
      engine: written.engine,
      generatedAt: new Date(),
    });
  }

  return {
    writeAndCheck,

    async generate(
      userId: string,
      project: ProjectRow | null,
      pageType: PageType,
      customRequirements: string[],
    ): Promise<Page> {
      if (!project) throw noProject();
      return presentPage(await writeAndCheck(userId, project, pageType, customRequirements));
    },

    async list(userId: string, project: ProjectRow | null): Promise<PagesResponse> {
      const rows = project ? await listPages(db, userId, project.id) : [];
      return { project: projectSummary(project), pages: rows.map(presentPage) };
    },

    async validate(userId: string, project: ProjectRow | null): Promise<ValidationResponse> {
      const rows = project ? await listPages(db, userId, project.id) : [];
      return { project: projectSummary(project), ...summarizeValidation(rows) };
    },

    /** The requirements a page was last written with, so Build All keeps them. */
    async requirementsOf(userId: string, projectId: string, pageType: PageType) {
      return (await findPage(db, userId, projectId, pageType))?.customRequirements ?? [];
    },

    /** One page, or every generated page, as a static site zip. */
    async download(userId: string, project: ProjectRow | null, pageType: PageType | undefined) {
      if (!project) throw noProject();
      const rows = await listPages(db, userId, project.id);
      const chosen = pageType ? rows.filter((row) => row.pageType === pageType) : rows;
      if (chosen.length === 0) {
        throw new HttpError(
          404,
          'no_pages',
          pageType
            ? `The ${pageType} page has not been generated yet.`
            : 'No pages have been generated for this project yet.',
        );
      }
      const slug = exportSlug(project.name, project.appSpec);
      const fileName = pageType ? `${slug}-${pageType}-page.zip` : `${slug}-pages.zip`;
      return { fileName, zip: buildSiteZip(chosen) };
    },
  };
}

export type PageBuilderService = ReturnType<typeof createPageBuilderService>;

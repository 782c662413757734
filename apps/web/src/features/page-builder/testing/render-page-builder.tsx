import { renderAreaPage } from '@/testing/render-area-page';
import { PageBuilderPage } from '../page-builder-page';

export { location } from '@/testing/render-area-page';

/** The dashboard at `/page-builder<search>`. */
export const renderPageBuilder = (search = '') =>
  renderAreaPage('/page-builder', <PageBuilderPage />, search);

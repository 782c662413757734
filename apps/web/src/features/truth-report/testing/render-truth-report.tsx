import { renderAreaPage } from '@/testing/render-area-page';
import { TruthReportPage } from '../truth-report-page';

export { location } from '@/testing/render-area-page';

/** The dashboard at `/truth-report<search>`. */
export const renderTruthReport = (search = '') =>
  renderAreaPage('/truth-report', <TruthReportPage />, search);

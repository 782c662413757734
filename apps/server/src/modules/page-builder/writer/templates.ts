import type { PageType } from '@appforge/shared/contracts/page-builder';
import type { PageTemplate } from './plan';
import { aboutPage } from './pages/about';
import { contactPage } from './pages/contact';
import { dashboardPage } from './pages/dashboard';
import { faqPage } from './pages/faq';
import { guidePage } from './pages/guide';
import { homePage } from './pages/home';
import { landingPage } from './pages/landing';
import { privacyPage } from './pages/privacy';
import { profilePage } from './pages/profile';
import { settingsPage } from './pages/settings';
import { showcasePage } from './pages/showcase';
import { termsPage } from './pages/terms';

/** The template of each page type. */
export const PAGE_TEMPLATES: Record<PageType, PageTemplate> = {
  landing: landingPage,
  home: homePage,
  dashboard: dashboardPage,
  faq: faqPage,
  guide: guidePage,
  terms: termsPage,
  privacy: privacyPage,
  profile: profilePage,
  colabe_showcase: showcasePage,
  settings: settingsPage,
  contact: contactPage,
  about: aboutPage,
};

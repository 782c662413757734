import { button } from './recipes/button';
import { card } from './recipes/card';
import { dialog } from './recipes/dialog';
import { emptyState } from './recipes/empty-state';
import { formFieldsRecipe } from './recipes/form-fields';
import { listRows } from './recipes/list-rows';
import { loginForm } from './recipes/login-form';
import { onboarding } from './recipes/onboarding';
import { pricingTable } from './recipes/pricing-table';
import { profileCard } from './recipes/profile-card';
import { settingsScreen } from './recipes/settings-screen';
import { tabBar } from './recipes/tab-bar';
import type { UiRecipe } from './ui-recipe';

/**
 * Every built-in component recipe: the composite ones first, the building blocks (list, form,
 * card, dialog, button) last, because on a tie the matcher prefers the one listed first.
 */
export const UI_CATALOGUE: UiRecipe[] = [
  profileCard,
  settingsScreen,
  loginForm,
  pricingTable,
  emptyState,
  tabBar,
  onboarding,
  listRows,
  formFieldsRecipe,
  card,
  dialog,
  button,
];

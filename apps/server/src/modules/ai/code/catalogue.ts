import type { CodeRecipe } from './code-recipe';
import { authTokenRecipe } from './recipes/auth-token';
import { crudEndpointRecipe } from './recipes/crud-endpoint';
import { csvParsingRecipe } from './recipes/csv-parsing';
import { dataModelRecipe } from './recipes/data-model';
import { debounceThrottleRecipe } from './recipes/debounce-throttle';
import { formValidationRecipe } from './recipes/form-validation';
import { formattingRecipe } from './recipes/formatting';
import { paginationRecipe } from './recipes/pagination';
import { persistenceRecipe } from './recipes/persistence';
import { restClientRecipe } from './recipes/rest-client';
import { stateStoreRecipe } from './recipes/state-store';
import { unitTestRecipe } from './recipes/unit-test';

/**
 * Every recipe of the built-in code generator. Order breaks ties between equal scores, so the
 * specific recipes come first and the data model, which any "model"/"struct" prompt reaches, last.
 */
export const CATALOGUE: readonly CodeRecipe[] = [
  unitTestRecipe,
  crudEndpointRecipe,
  restClientRecipe,
  formValidationRecipe,
  paginationRecipe,
  debounceThrottleRecipe,
  authTokenRecipe,
  csvParsingRecipe,
  formattingRecipe,
  persistenceRecipe,
  stateStoreRecipe,
  dataModelRecipe,
];

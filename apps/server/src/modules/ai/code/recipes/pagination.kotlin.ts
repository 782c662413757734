import { collectionPath, fieldIdent, typeIdent, valueIdent } from '../code-names';
import type { FieldModel, RecipeContext } from '../code-recipe';
import { kotlinDataClass, kotlinNeedsSerialName } from '../entity-declarations';
import { typeImports } from '../language-types';
import { displayField, recordFields } from '../record-fields';
import { lines } from '../recipe-text';

const kotlinPage = (type: string) =>
  lines(
    '@Serializable',
    `data class ${type}Page(`,
    `    val items: List<${type}>,`,
    '    val page: Int,',
    '    val limit: Int,',
    '    val total: Int,',
    '    val hasMore: Boolean,',
    ')',
  );

const kotlinEntityImports = (fields: FieldModel[]) => [
  ...typeImports('kotlin', fields),
  kotlinNeedsSerialName(fields) && 'import kotlinx.serialization.SerialName',
  'import kotlinx.serialization.Serializable',
];

function composeList(ctx: RecipeContext): string {
  const type = typeIdent('kotlin', ctx.entity);
  const fields = recordFields(ctx.entity);
  const shown = fieldIdent('kotlin', displayField(fields) ?? 'id');
  return lines(
    'import androidx.compose.foundation.lazy.LazyColumn',
    'import androidx.compose.foundation.lazy.itemsIndexed',
    'import androidx.compose.material3.CircularProgressIndicator',
    'import androidx.compose.material3.Text',
    'import androidx.compose.runtime.Composable',
    'import androidx.compose.runtime.LaunchedEffect',
    'import androidx.compose.runtime.getValue',
    'import androidx.lifecycle.ViewModel',
    'import androidx.lifecycle.compose.collectAsStateWithLifecycle',
    'import androidx.lifecycle.viewModelScope',
    'import kotlinx.coroutines.CancellationException',
    'import kotlinx.coroutines.flow.MutableStateFlow',
    'import kotlinx.coroutines.flow.StateFlow',
    'import kotlinx.coroutines.flow.asStateFlow',
    'import kotlinx.coroutines.flow.update',
    'import kotlinx.coroutines.launch',
    ...kotlinEntityImports(fields),
    '',
    kotlinDataClass(ctx.entity, { fields }),
    '',
    kotlinPage(type),
    '',
    `data class ${type}ListState(`,
    `    val items: List<${type}> = emptyList(),`,
    '    val loading: Boolean = false,',
    '    val hasMore: Boolean = true,',
    '    val error: String? = null,',
    ')',
    '',
    `/** Pages of ${collectionPath(ctx.entity)}; fetchPage calls your API client (page is 1-based). */`,
    `class ${type}ListViewModel(`,
    `    private val fetchPage: suspend (page: Int, limit: Int) -> ${type}Page,`,
    '    private val limit: Int = 20,',
    ') : ViewModel() {',
    `    private val mutableState = MutableStateFlow(${type}ListState())`,
    `    val state: StateFlow<${type}ListState> = mutableState.asStateFlow()`,
    '    private var page = 0',
    '',
    '    init {',
    '        loadMore()',
    '    }',
    '',
    '    fun loadMore() {',
    '        val current = mutableState.value',
    '        if (current.loading || !current.hasMore) return',
    '        mutableState.update { it.copy(loading = true) }',
    '        viewModelScope.launch {',
    '            try {',
    '                val next = fetchPage(page + 1, limit)',
    '                page = next.page',
    '                mutableState.update {',
    '                    it.copy(items = it.items + next.items, loading = false, hasMore = next.hasMore, error = null)',
    '                }',
    '            } catch (cancelled: CancellationException) {',
    '                throw cancelled',
    '            } catch (error: Exception) {',
    '                mutableState.update { it.copy(loading = false, error = error.message ?: "Loading failed") }',
    '            }',
    '        }',
    '    }',
    '}',
    '',
    '@Composable',
    `fun ${type}List(viewModel: ${type}ListViewModel) {`,
    '    val state by viewModel.state.collectAsStateWithLifecycle()',
    '    LazyColumn {',
    '        itemsIndexed(state.items, key = { _, item -> item.id }) { index, item ->',
    `            Text(item.${shown})`,
    '            // Ask for the next page while the last rows come into view.',
    '            if (index >= state.items.lastIndex - 3) {',
    '                LaunchedEffect(state.items.size) { viewModel.loadMore() }',
    '            }',
    '        }',
    '        if (state.loading) item { CircularProgressIndicator() }',
    '        state.error?.let { message -> item { Text(message) } }',
    '    }',
    '}',
    '',
  );
}

function ktorPagination(ctx: RecipeContext): string {
  const type = typeIdent('kotlin', ctx.entity);
  const fields = recordFields(ctx.entity);
  return lines(
    'import io.ktor.server.response.respond',
    'import io.ktor.server.routing.Route',
    'import io.ktor.server.routing.get',
    ...kotlinEntityImports(fields),
    '',
    kotlinDataClass(ctx.entity, { fields }),
    '',
    kotlinPage(type),
    '',
    '/** One page of `items` (1-based); the last page may be short, a page past the end is empty. */',
    `fun paginate(items: List<${type}>, page: Int, limit: Int): ${type}Page {`,
    '    val start = ((page - 1).toLong() * limit).coerceAtMost(items.size.toLong()).toInt()',
    '    val end = minOf(start + limit, items.size)',
    `    return ${type}Page(items.subList(start, end), page, limit, items.size, end < items.size)`,
    '}',
    '',
    '/** ?page=1&limit=20. With a database, ask for LIMIT/OFFSET and a COUNT(*) instead of loading everything. */',
    `fun Route.${valueIdent('kotlin', `${ctx.entity.name} page routes`)}(load: suspend () -> List<${type}>) {`,
    `    get("${collectionPath(ctx.entity)}") {`,
    '        val page = call.request.queryParameters["page"]?.toIntOrNull()?.coerceAtLeast(1) ?: 1',
    '        val limit = call.request.queryParameters["limit"]?.toIntOrNull()?.coerceIn(1, 100) ?: 20',
    '        call.respond(paginate(load(), page, limit))',
    '    }',
    '}',
    '',
  );
}

export const kotlinPagination = (ctx: RecipeContext) =>
  ctx.platform === 'android' ? composeList(ctx) : ktorPagination(ctx);

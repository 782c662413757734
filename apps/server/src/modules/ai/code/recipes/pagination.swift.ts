import { collectionPath, fieldIdent, typeIdent, valueIdent } from '../code-names';
import type { RecipeContext } from '../code-recipe';
import { swiftDateDecoding, swiftStruct } from '../entity-declarations';
import { displayField, recordFields } from '../record-fields';
import { lines } from '../recipe-text';

const SWIFT_PAGE_FIELDS = (type: string) => [
  `    var items: [${type}]`,
  '    var page: Int',
  '    var limit: Int',
  '    var total: Int',
  '    var hasMore: Bool',
];

function swiftUiList(ctx: RecipeContext): string {
  const type = typeIdent('swift', ctx.entity);
  const fields = recordFields(ctx.entity);
  const shown = fieldIdent('swift', displayField(fields) ?? 'id');
  const model = `${type}ListModel`;
  return lines(
    'import SwiftUI',
    '',
    swiftStruct(ctx.entity, { fields }),
    '',
    `struct ${type}Page: Codable {`,
    ...SWIFT_PAGE_FIELDS(type),
    '}',
    '',
    '@MainActor',
    `final class ${model}: ObservableObject {`,
    `    @Published private(set) var items: [${type}] = []`,
    '    @Published private(set) var isLoading = false',
    '    @Published private(set) var errorMessage: String?',
    '    private var page = 0',
    '    private var hasMore = true',
    '    private let baseURL: URL',
    '    private let limit: Int',
    '    private let decoder = JSONDecoder()',
    '',
    '    init(baseURL: URL, limit: Int = 20) {',
    '        self.baseURL = baseURL',
    '        self.limit = limit',
    swiftDateDecoding(fields, 'decoder', '        '),
    '    }',
    '',
    '    /// Loads the next page when `item` is the last row shown (or nil, for the first page).',
    `    func loadMore(after item: ${type}?) async {`,
    '        guard !isLoading, hasMore, item?.id == items.last?.id else { return }',
    `        var components = URLComponents(url: baseURL.appendingPathComponent("${collectionPath(ctx.entity).slice(1)}"), resolvingAgainstBaseURL: false)`,
    '        components?.queryItems = [',
    '            URLQueryItem(name: "page", value: String(page + 1)),',
    '            URLQueryItem(name: "limit", value: String(limit)),',
    '        ]',
    '        guard let url = components?.url else { return }',
    '        isLoading = true',
    '        defer { isLoading = false }',
    '        do {',
    '            let (data, _) = try await URLSession.shared.data(from: url)',
    `            let next = try decoder.decode(${type}Page.self, from: data)`,
    '            items += next.items',
    '            page = next.page',
    '            hasMore = next.hasMore',
    '            errorMessage = nil',
    '        } catch {',
    '            errorMessage = error.localizedDescription',
    '        }',
    '    }',
    '}',
    '',
    `struct ${type}ListView: View {`,
    `    @StateObject private var model: ${model}`,
    '',
    '    init(baseURL: URL) {',
    `        _model = StateObject(wrappedValue: ${model}(baseURL: baseURL))`,
    '    }',
    '',
    '    var body: some View {',
    '        List {',
    '            ForEach(model.items) { item in',
    `                Text(item.${shown})`,
    '                    .task { await model.loadMore(after: item) }',
    '            }',
    '            if model.isLoading {',
    '                ProgressView().frame(maxWidth: .infinity)',
    '            }',
    '            if let message = model.errorMessage {',
    '                Text(message).foregroundStyle(.red)',
    '            }',
    '        }',
    '        .task { await model.loadMore(after: nil) }',
    '    }',
    '}',
    '',
  );
}

function vaporPagination(ctx: RecipeContext): string {
  const type = typeIdent('swift', ctx.entity);
  const fields = recordFields(ctx.entity);
  const group = collectionPath(ctx.entity)
    .slice(1)
    .split('/')
    .map((part) => `"${part}"`)
    .join(', ');
  return lines(
    'import Vapor',
    '',
    swiftStruct(ctx.entity, { fields, conformances: ['Content'] }),
    '',
    `struct ${type}Page: Content {`,
    ...SWIFT_PAGE_FIELDS(type),
    '}',
    '',
    '/// ?page=1&limit=20; both optional.',
    'struct PageQuery: Content {',
    '    var page: Int?',
    '    var limit: Int?',
    '}',
    '',
    '/// One page of `items` (1-based); the last page may be short, a page past the end is empty.',
    `func paginate(_ items: [${type}], page: Int, limit: Int) -> ${type}Page {`,
    '    let start = min((page - 1) * limit, items.count)',
    '    let end = min(start + limit, items.count)',
    `    return ${type}Page(items: Array(items[start..<end]), page: page, limit: limit, total: items.count, hasMore: end < items.count)`,
    '}',
    '',
    '/// With a database, ask for LIMIT/OFFSET and a COUNT(*) instead of loading everything.',
    `func ${valueIdent('swift', `${ctx.entity.name} page routes`)}(_ app: Application, load: @escaping @Sendable () async -> [${type}]) {`,
    `    app.get(${group}) { req async throws -> ${type}Page in`,
    '        let query = try req.query.decode(PageQuery.self)',
    '        let page = max(query.page ?? 1, 1)',
    '        let limit = min(max(query.limit ?? 20, 1), 100)',
    '        return paginate(await load(), page: page, limit: limit)',
    '    }',
    '}',
    '',
  );
}

export const swiftPagination = (ctx: RecipeContext) =>
  ctx.platform === 'ios' ? swiftUiList(ctx) : vaporPagination(ctx);

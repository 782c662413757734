import { collectionPath, fieldIdent, typeIdent, valueIdent } from '../code-names';
import type { FieldModel, RecipeContext } from '../code-recipe';
import { kotlinDataClass, kotlinNeedsSerialName, swiftStruct } from '../entity-declarations';
import { EMAIL_SUPPORT, fieldChecks, ruleChain } from '../field-rules';
import { typeImports } from '../language-types';
import { inputFields, isPassword, isServerSet, recordFields } from '../record-fields';
import { lines } from '../recipe-text';

/** Vapor's validators for one field of the body, by its JSON key. */
function vaporValidations(field: FieldModel): string[] {
  const add = (type: string, rule: string) =>
    `        validations.add("${field.name}", as: ${type}.self, is: ${rule})`;
  if (field.kind === 'email') return [add('String', '.email')];
  if (field.kind === 'url') return [add('String', '.url')];
  if (field.kind === 'money') return [add('Double', '.range(0...)')];
  if (field.kind !== 'text') return [];
  return [add('String', isPassword(field) ? '.count(8...)' : '!.empty')];
}

/** Call arguments, one per line when there are more than a line holds. */
function argumentList(entries: string[], indent: string): string {
  if (entries.length <= 3) return entries.join(', ');
  return `\n${entries.map((entry) => `${indent}    ${entry},`).join('\n')}\n${indent}`;
}

/** The memberwise initializer's arguments, in declaration order. */
function swiftArguments(fields: FieldModel[], value: (field: FieldModel) => string): string {
  const entries = fields.map((field) => `${fieldIdent('swift', field)}: ${value(field)}`);
  return entries.length <= 3
    ? entries.join(', ')
    : argumentList(entries, '        ').replace(/,\n(\s*)$/, '\n$1');
}

export function swiftVaporRoutes(ctx: RecipeContext): string {
  const { entity } = ctx;
  const type = typeIdent('swift', entity);
  const fields = recordFields(entity);
  const input = inputFields(entity);
  const group = collectionPath(entity)
    .slice(1)
    .split('/')
    .map((part) => `"${part}"`)
    .join(', ');
  const routes = valueIdent('swift', entity.plural);
  const fromInput = (field: FieldModel) => `input.${fieldIdent('swift', field)}`;
  const created = swiftArguments(fields, (field) =>
    !isServerSet(field) ? fromInput(field) : field.name === 'id' ? 'UUID().uuidString' : 'Date()',
  );
  const updated = swiftArguments(fields, (field) =>
    !isServerSet(field)
      ? fromInput(field)
      : field.name === 'updatedAt'
        ? 'Date()'
        : `existing.${fieldIdent('swift', field)}`,
  );
  const validations = input.flatMap(vaporValidations);
  return lines(
    'import Vapor',
    '',
    swiftStruct(entity, { fields, conformances: ['Content'] }),
    '',
    swiftStruct(entity, { name: `${type}Input`, fields: input, conformances: ['Content'] }),
    '',
    `extension ${type}Input: Validatable {`,
    '    static func validations(_ validations: inout Validations) {',
    ...validations,
    '    }',
    '}',
    '',
    '/// In memory for the example: swap it for Fluent or another database.',
    `actor ${type}Store {`,
    `    private var items: [String: ${type}] = [:]`,
    '',
    `    func all() -> [${type}] { Array(items.values) }`,
    `    func find(_ id: String) -> ${type}? { items[id] }`,
    `    func save(_ item: ${type}) { items[item.id] = item }`,
    `    func remove(_ id: String) -> ${type}? { items.removeValue(forKey: id) }`,
    '}',
    '',
    `func ${valueIdent('swift', `${entity.name} routes`)}(_ app: Application, store: ${type}Store) {`,
    `    let ${routes} = app.grouped(${group})`,
    '',
    `    ${routes}.get { _ async -> [${type}] in`,
    '        await store.all()',
    '    }',
    '',
    `    ${routes}.get(":id") { req async throws -> ${type} in`,
    '        let id = try req.parameters.require("id")',
    '        guard let item = await store.find(id) else { throw Abort(.notFound) }',
    '        return item',
    '    }',
    '',
    `    ${routes}.post { req async throws -> Response in`,
    `        try ${type}Input.validate(content: req)`,
    `        let input = try req.content.decode(${type}Input.self)`,
    `        let item = ${type}(${created})`,
    '        await store.save(item)',
    '        return try await item.encodeResponse(status: .created, for: req)',
    '    }',
    '',
    `    ${routes}.put(":id") { req async throws -> ${type} in`,
    '        let id = try req.parameters.require("id")',
    '        guard let existing = await store.find(id) else { throw Abort(.notFound) }',
    `        try ${type}Input.validate(content: req)`,
    `        let input = try req.content.decode(${type}Input.self)`,
    `        let item = ${type}(${updated})`,
    '        await store.save(item)',
    '        return item',
    '    }',
    '',
    `    ${routes}.delete(":id") { req async throws -> HTTPStatus in`,
    '        let id = try req.parameters.require("id")',
    '        guard await store.remove(id) != nil else { throw Abort(.notFound) }',
    '        return .noContent',
    '    }',
    '}',
    '',
  );
}

export function kotlinKtorRoutes(ctx: RecipeContext): string {
  const { entity } = ctx;
  const type = typeIdent('kotlin', entity);
  const fields = recordFields(entity);
  const input = inputFields(entity);
  const store = valueIdent('kotlin', entity.plural);
  const timed = fields.some((field) => isServerSet(field) && field.name !== 'id');
  const validations = input.flatMap((field) =>
    ruleChain(
      'kotlin',
      fieldChecks('kotlin', field, fieldIdent('kotlin', field), 'typed'),
      (message) => `put("${field.name}", "${message}")`,
      '    ',
    ),
  );
  const copyInput = input.map(
    (field) => `${fieldIdent('kotlin', field)} = input.${fieldIdent('kotlin', field)}`,
  );
  const created = fields
    .filter(isServerSet)
    .map(
      (field) =>
        `${fieldIdent('kotlin', field)} = ${field.name === 'id' ? 'UUID.randomUUID().toString()' : 'Clock.System.now()'}`,
    );
  const touched = fields.some((field) => field.name === 'updatedAt')
    ? ['updatedAt = Clock.System.now()']
    : [];
  return lines(
    'import io.ktor.http.HttpStatusCode',
    'import io.ktor.server.request.receive',
    'import io.ktor.server.response.respond',
    'import io.ktor.server.routing.Route',
    'import io.ktor.server.routing.delete',
    'import io.ktor.server.routing.get',
    'import io.ktor.server.routing.post',
    'import io.ktor.server.routing.put',
    'import io.ktor.server.routing.route',
    'import io.ktor.server.util.getOrFail',
    'import java.util.UUID',
    'import java.util.concurrent.ConcurrentHashMap',
    timed && 'import kotlinx.datetime.Clock',
    ...typeImports('kotlin', fields),
    kotlinNeedsSerialName(fields) && 'import kotlinx.serialization.SerialName',
    'import kotlinx.serialization.Serializable',
    '',
    kotlinDataClass(entity, { fields }),
    '',
    kotlinDataClass(entity, { name: `${type}Input`, fields: input }),
    '',
    validations.some((line) => line.includes('EMAIL.')) && `${EMAIL_SUPPORT.kotlin}\n`,
    '/** A message for each field that does not fit, by its JSON key; empty when the input is valid. */',
    `fun ${type}Input.problems(): Map<String, String> = buildMap<String, String> {`,
    ...validations,
    '}',
    '',
    '// In memory for the example: swap the map for a repository over your database.',
    `private val ${store} = ConcurrentHashMap<String, ${type}>()`,
    '',
    `fun Route.${valueIdent('kotlin', `${entity.name} routes`)}() {`,
    `    route("${collectionPath(entity)}") {`,
    `        get { call.respond(${store}.values.toList()) }`,
    '',
    '        get("{id}") {',
    `            val item = ${store}[call.parameters.getOrFail("id")]`,
    '            if (item == null) call.respond(HttpStatusCode.NotFound) else call.respond(item)',
    '        }',
    '',
    '        post {',
    `            val input = call.receive<${type}Input>()`,
    '            val problems = input.problems()',
    '            if (problems.isNotEmpty()) return@post call.respond(HttpStatusCode.UnprocessableEntity, problems)',
    `            val item = ${type}(${argumentList([...created, ...copyInput], '            ')})`,
    `            ${store}[item.id] = item`,
    '            call.respond(HttpStatusCode.Created, item)',
    '        }',
    '',
    '        put("{id}") {',
    '            val id = call.parameters.getOrFail("id")',
    `            val existing = ${store}[id] ?: return@put call.respond(HttpStatusCode.NotFound)`,
    `            val input = call.receive<${type}Input>()`,
    '            val problems = input.problems()',
    '            if (problems.isNotEmpty()) return@put call.respond(HttpStatusCode.UnprocessableEntity, problems)',
    `            val item = existing.copy(${argumentList([...copyInput, ...touched], '            ')})`,
    `            ${store}[id] = item`,
    '            call.respond(item)',
    '        }',
    '',
    '        delete("{id}") {',
    `            if (${store}.remove(call.parameters.getOrFail("id")) == null) {`,
    '                call.respond(HttpStatusCode.NotFound)',
    '            } else {',
    '                call.respond(HttpStatusCode.NoContent)',
    '            }',
    '        }',
    '    }',
    '}',
    '',
  );
}

import { typeIdent, valueIdent } from '../code-names';
import { defineRecipe, type FieldModel, type RecipeContext } from '../code-recipe';
import {
  kotlinNeedsSerialName,
  kotlinParameters,
  minutesDoc,
  rustStruct,
  swiftDateDecoding,
  swiftStruct,
  tsInterface,
} from '../entity-declarations';
import { hasKind, typeFor, typeImports } from '../language-types';
import { capitalize, explanation, lines, withArticle } from '../recipe-text';
import { zodField } from '../zod-fields';
import { renderPythonModel } from './data-model.python';

const JS_CHECK: Record<FieldModel['kind'], [string, string]> = {
  text: ["(value) => typeof value === 'string'", 'text'],
  int: ['Number.isInteger', 'a whole number'],
  decimal: ["(value) => typeof value === 'number'", 'a number'],
  money: ["(value) => typeof value === 'number'", 'a number'],
  bool: ["(value) => typeof value === 'boolean'", 'true or false'],
  date: ["(value) => typeof value === 'string'", 'an ISO date'],
  dateTime: ["(value) => typeof value === 'string'", 'an ISO date and time'],
  email: ["(value) => typeof value === 'string'", 'an email address'],
  url: ["(value) => typeof value === 'string'", 'a URL'],
  list: [
    "(value) => Array.isArray(value) && value.every((item) => typeof item === 'string')",
    'a list of text',
  ],
};

function typescript({ entity }: RecipeContext) {
  const type = typeIdent('typescript', entity);
  const schema = `${valueIdent('typescript', entity.name)}Schema`;
  return lines(
    "import { z } from 'zod';",
    '',
    tsInterface(entity),
    '',
    `/** Checks a ${type} received as JSON; the error names each field that does not fit. */`,
    `export const ${schema} = z.object({`,
    ...entity.fields.map((field) => `  ${field.name}: ${zodField(field, false)},`),
    `}) satisfies z.ZodType<${type}>;`,
    '',
    `export function parse${entity.name}(json: string): ${type} {`,
    `  return ${schema}.parse(JSON.parse(json));`,
    '}',
    '',
    `export function serialize${entity.name}(value: ${type}): string {`,
    '  return JSON.stringify(value);',
    '}',
    '',
  );
}

function javascript({ entity }: RecipeContext) {
  const type = typeIdent('javascript', entity);
  return lines(
    `/** ${capitalize(withArticle(entity.name))} that reads and writes its JSON form. */`,
    `export class ${type} {`,
    '  /**',
    `   * @param {object} fields`,
    ...entity.fields.map(
      (field) => `   * @param {${typeFor('javascript', field.kind)}} fields.${field.name}`,
    ),
    '   */',
    '  constructor(fields) {',
    ...entity.fields.flatMap((field) => [
      minutesDoc(field, '    // Minutes.'),
      `    this.${field.name} = fields.${field.name};`,
    ]),
    '  }',
    '',
    '  /**',
    `   * @param {string | Record<string, unknown>} json JSON text or an already parsed object`,
    `   * @returns {${type}}`,
    '   */',
    '  static fromJSON(json) {',
    "    const data = typeof json === 'string' ? JSON.parse(json) : json;",
    `    return new ${type}({`,
    ...entity.fields.map((field) => {
      const [check, expected] = JS_CHECK[field.kind];
      return `      ${field.name}: read(data, '${field.name}', ${check}, '${expected}'),`;
    }),
    '    });',
    '  }',
    '',
    '  toJSON() {',
    '    return {',
    ...entity.fields.map((field) => `      ${field.name}: this.${field.name},`),
    '    };',
    '  }',
    '}',
    '',
    'function read(data, key, check, expected) {',
    '  const value = data[key];',
    `  if (!check(value)) throw new TypeError(\`${type}.\${key} must be \${expected}\`);`,
    '  return value;',
    '}',
    '',
  );
}

function swift({ entity, platform }: RecipeContext) {
  const type = typeIdent('swift', entity);
  return lines(
    'import Foundation',
    '',
    platform === 'ios' &&
      '// Codable, so URLSession responses decode straight into it and SwiftUI lists show it.',
    swiftStruct(entity),
    '',
    `extension ${type} {`,
    '    static let decoder: JSONDecoder = {',
    '        let decoder = JSONDecoder()',
    swiftDateDecoding(entity.fields, 'decoder', '        '),
    '        return decoder',
    '    }()',
    '',
    '    static let encoder: JSONEncoder = {',
    '        let encoder = JSONEncoder()',
    '        encoder.dateEncodingStrategy = .iso8601',
    '        return encoder',
    '    }()',
    '',
    '    init(json: Data) throws {',
    `        self = try Self.decoder.decode(${type}.self, from: json)`,
    '    }',
    '',
    '    func jsonData() throws -> Data {',
    '        try Self.encoder.encode(self)',
    '    }',
    '}',
    '',
  );
}

function kotlin({ entity, platform }: RecipeContext) {
  const type = typeIdent('kotlin', entity);
  return lines(
    ...typeImports('kotlin', entity.fields),
    kotlinNeedsSerialName(entity.fields) && 'import kotlinx.serialization.SerialName',
    'import kotlinx.serialization.Serializable',
    'import kotlinx.serialization.json.Json',
    '',
    platform === 'android' &&
      '// Serializable, so ViewModels can pass it between the network layer and Room (add @Entity to store it).',
    '@Serializable',
    `data class ${type}(`,
    ...kotlinParameters(entity.fields),
    ') {',
    '    fun toJson(): String = json.encodeToString(serializer(), this)',
    '',
    '    companion object {',
    '        private val json = Json { ignoreUnknownKeys = true }',
    '',
    `        fun fromJson(text: String): ${type} = json.decodeFromString(serializer(), text)`,
    '    }',
    '}',
    '',
  );
}

function rust({ entity }: RecipeContext) {
  const type = typeIdent('rust', entity);
  return lines(
    ...typeImports('rust', entity.fields),
    'use serde::{Deserialize, Serialize};',
    '',
    rustStruct(entity),
    '',
    `impl ${type} {`,
    '    pub fn from_json(text: &str) -> serde_json::Result<Self> {',
    '        serde_json::from_str(text)',
    '    }',
    '',
    '    pub fn to_json(&self) -> serde_json::Result<String> {',
    '        serde_json::to_string(self)',
    '    }',
    '}',
    '',
  );
}

const DEPENDENCIES = {
  typescript: ['zod (v4)'],
  javascript: [],
  swift: [],
  kotlin: [
    'org.jetbrains.kotlinx:kotlinx-serialization-json',
    'the Kotlin serialization Gradle plugin',
  ],
  rust: ['serde (features = ["derive"])', 'serde_json'],
};

const USAGE = {
  typescript: (type: string, name: string) =>
    `const value = parse${name}(responseText) checks and types what the API sent (a ZodError names each bad field); serialize${name}(value) gives the JSON to send back. Use ${type} as the type everywhere else.`,
  javascript: (type: string) =>
    `const value = ${type}.fromJSON(responseText) reads and checks the JSON (a TypeError names the bad field); JSON.stringify(value) calls toJSON() and writes it back.`,
  swift: (type: string) =>
    `let value = try ${type}(json: data) decodes what URLSession returned; try value.jsonData() encodes it for an upload. Dates are read and written as ISO 8601.`,
  kotlin: (type: string) =>
    `val value = ${type}.fromJson(body) decodes a response (unknown keys are ignored); value.toJson() encodes it.`,
  rust: (type: string) =>
    `let value = ${type}::from_json(&body)?; decodes the JSON and value.to_json()? encodes it; the same derive lets axum's Json<${type}> and reqwest's .json() use it.`,
};

export const dataModelRecipe = defineRecipe({
  id: 'data-model',
  title: 'Data model with JSON (de)serialisation',
  triggers: [
    /\b(?:struct|data ?class|dataclass|entity|dto|pojo|codable|basemodel|pydantic model)\b/i,
    /\b(?:model|type|interface|class|record|schema)\s+(?:for|of)\b/i,
    /\b\w+\s+(?:model|type|interface|class|record|schema)\s*(?:with|that|having|\(|:)/i,
    /\b(?:de)?seriali[sz](?:e|ation|able)\b/i,
    /\bjson\b/i,
  ],
  code: { typescript, javascript, python: renderPythonModel, swift, kotlin, rust },
  explain: (ctx) => {
    const type = typeIdent(ctx.language, ctx.entity);
    const python = ctx.platform === 'backend';
    return explanation(ctx, {
      summary:
        ctx.language === 'python'
          ? python
            ? `A pydantic model for ${withArticle(ctx.entity.name)} that validates incoming JSON and writes it back with camelCase keys, ready for FastAPI request and response bodies.`
            : `A dataclass for ${withArticle(ctx.entity.name)} with from_json/to_json that convert between the camelCase JSON keys and snake_case attributes.`
          : `${capitalize(withArticle(ctx.entity.name))} type that reads and writes its JSON form, with camelCase keys in every language.`,
      aboutEntity: true,
      dependencies:
        ctx.language === 'python'
          ? python
            ? hasKind(ctx.entity.fields, 'email')
              ? ['pydantic[email]']
              : ['pydantic']
            : []
          : DEPENDENCIES[ctx.language],
      usage:
        ctx.language === 'python'
          ? python
            ? `value = ${type}.model_validate_json(body) validates a request; value.model_dump_json(by_alias=True) writes the JSON back. Declare it as a FastAPI body parameter to validate requests for you.`
            : `value = ${type}.from_json(text) reads the JSON; value.to_json() writes it.`
          : USAGE[ctx.language](type, ctx.entity.name),
    });
  },
});

import { collectionPath, fieldIdent, typeIdent, valueIdent } from '../code-names';
import type { RecipeContext } from '../code-recipe';
import { pydanticClass, pydanticNames, rustStruct } from '../entity-declarations';
import { EMAIL_SUPPORT, fieldChecks, ruleChain } from '../field-rules';
import { typeImports } from '../language-types';
import { inputFields, isServerSet, recordFields } from '../record-fields';
import { inWords, lines, withArticle } from '../recipe-text';

export function pythonRouter(ctx: RecipeContext): string {
  const { entity } = ctx;
  const type = typeIdent('python', entity);
  const fields = recordFields(entity);
  const input = inputFields(entity);
  const serverSet = fields.filter(isServerSet);
  const timed = serverSet.some((field) => field.name !== 'id');
  const store = valueIdent('python', entity.plural);
  const id = valueIdent('python', `${entity.name} id`);
  const single = valueIdent('python', entity.name);
  const assigned = serverSet.map(
    (field) => `${fieldIdent('python', field)}=${field.name === 'id' ? 'str(uuid4())' : 'now'}`,
  );
  // createdAt/updatedAt are date-times, so the datetime import is there to extend.
  const imports = typeImports('python', fields).map((line) =>
    timed && line.startsWith('from datetime import') ? `${line}, timezone` : line,
  );
  const notFound = `        raise HTTPException(status.HTTP_404_NOT_FOUND, "No ${inWords(entity.name)} has this id.")`;
  return lines(
    ...imports,
    'from uuid import uuid4',
    '',
    'from fastapi import APIRouter, HTTPException, Response, status',
    `from pydantic import ${pydanticNames([...input, ...serverSet], true)}`,
    '',
    '',
    pydanticClass(entity, {
      name: `${type}Input`,
      fields: input,
      checked: true,
      doc: `What a client sends to create or replace ${withArticle(inWords(entity.name))}.`,
    }),
    '',
    '',
    pydanticClass(entity, {
      name: type,
      fields: serverSet,
      base: `${type}Input`,
      doc: `A stored ${inWords(entity.name)}.`,
    }),
    '',
    '',
    `router = APIRouter(prefix="${collectionPath(entity)}", tags=["${entity.plural}"])`,
    '',
    '# In memory for the example: swap the dict for a repository over your database.',
    `${store}: dict[str, ${type}] = {}`,
    '',
    '',
    '@router.get("")',
    `def list_${store}() -> list[${type}]:`,
    `    return list(${store}.values())`,
    '',
    '',
    `@router.get("/{${id}}")`,
    `def get_${single}(${id}: str) -> ${type}:`,
    `    ${single} = ${store}.get(${id})`,
    `    if ${single} is None:`,
    notFound,
    `    return ${single}`,
    '',
    '',
    '@router.post("", status_code=status.HTTP_201_CREATED)',
    `def create_${single}(data: ${type}Input) -> ${type}:`,
    timed && '    now = datetime.now(timezone.utc)',
    `    ${single} = ${type}(**data.model_dump(), ${assigned.join(', ')})`,
    `    ${store}[${single}.${fieldIdent('python', 'id')}] = ${single}`,
    `    return ${single}`,
    '',
    '',
    `@router.put("/{${id}}")`,
    `def update_${single}(${id}: str, data: ${type}Input) -> ${type}:`,
    `    if ${id} not in ${store}:`,
    notFound,
    serverSet.some((field) => field.name === 'updatedAt') && '    now = datetime.now(timezone.utc)',
    `    ${single} = ${store}[${id}].model_copy(update=data.model_dump()${serverSet.some((field) => field.name === 'updatedAt') ? ' | {"updated_at": now}' : ''})`,
    `    ${store}[${id}] = ${single}`,
    `    return ${single}`,
    '',
    '',
    `@router.delete("/{${id}}", status_code=status.HTTP_204_NO_CONTENT)`,
    `def delete_${single}(${id}: str) -> Response:`,
    `    if ${store}.pop(${id}, None) is None:`,
    notFound,
    '    return Response(status_code=status.HTTP_204_NO_CONTENT)',
    '',
  );
}

export function rustRouter(ctx: RecipeContext): string {
  const { entity } = ctx;
  const type = typeIdent('rust', entity);
  const fields = recordFields(entity);
  const input = inputFields(entity);
  const store = valueIdent('rust', entity.plural);
  const single = valueIdent('rust', entity.name);
  const validations = input.flatMap((field) =>
    ruleChain(
      'rust',
      fieldChecks('rust', field, `input.${fieldIdent('rust', field)}`, 'typed'),
      (message) => `problems.insert("${field.name}", "${message}");`,
      '    ',
    ),
  );
  const checksEmail = validations.some((line) => line.includes('is_email('));
  const serverValue = (name: string) =>
    name === 'id' ? 'Uuid::new_v4().to_string()' : 'Utc::now()';
  const fromInput = input.map(
    (field) => `${fieldIdent('rust', field)}: input.${fieldIdent('rust', field)},`,
  );
  const validate = validations.length > 0 ? ['    validate(&input)?;'] : [];
  return lines(
    'use std::collections::HashMap;',
    'use std::sync::{Arc, Mutex};',
    '',
    'use axum::extract::{Path, State};',
    'use axum::http::StatusCode;',
    'use axum::routing::get;',
    'use axum::{Json, Router};',
    ...typeImports('rust', fields),
    'use serde::{Deserialize, Serialize};',
    'use uuid::Uuid;',
    '',
    rustStruct(entity, { fields }),
    '',
    rustStruct(entity, { name: `${type}Input`, fields: input, derives: ['Debug', 'Deserialize'] }),
    '',
    '// In memory for the example: swap the map for a repository over your database.',
    `type Store = Arc<Mutex<HashMap<String, ${type}>>>;`,
    '/// A status and a JSON body of messages (by field, or under "error").',
    "type Rejection = (StatusCode, Json<HashMap<&'static str, &'static str>>);",
    '',
    `pub fn ${single}_routes() -> Router {`,
    '    Router::new()',
    `        .route("${collectionPath(entity)}", get(list_${store}).post(create_${single}))`,
    `        .route("${collectionPath(entity)}/{id}", get(get_${single}).put(update_${single}).delete(delete_${single}))`,
    '        .with_state(Store::default())',
    '}',
    '',
    'fn not_found() -> Rejection {',
    `    (StatusCode::NOT_FOUND, Json(HashMap::from([("error", "No ${inWords(entity.name)} has this id.")])))`,
    '}',
    '',
    ...(validations.length > 0
      ? [
          `fn validate(input: &${type}Input) -> Result<(), Rejection> {`,
          '    let mut problems = HashMap::new();',
          ...validations,
          '    if problems.is_empty() {',
          '        Ok(())',
          '    } else {',
          '        Err((StatusCode::UNPROCESSABLE_ENTITY, Json(problems)))',
          '    }',
          '}',
          '',
        ]
      : []),
    checksEmail && `${EMAIL_SUPPORT.rust}\n`,
    `async fn list_${store}(State(store): State<Store>) -> Json<Vec<${type}>> {`,
    '    Json(store.lock().unwrap().values().cloned().collect())',
    '}',
    '',
    `async fn get_${single}(State(store): State<Store>, Path(id): Path<String>) -> Result<Json<${type}>, Rejection> {`,
    '    store.lock().unwrap().get(&id).cloned().map(Json).ok_or_else(not_found)',
    '}',
    '',
    `async fn create_${single}(`,
    '    State(store): State<Store>,',
    `    Json(input): Json<${type}Input>,`,
    `) -> Result<(StatusCode, Json<${type}>), Rejection> {`,
    ...validate,
    `    let ${single} = ${type} {`,
    ...fields
      .filter(isServerSet)
      .map((field) => `        ${fieldIdent('rust', field)}: ${serverValue(field.name)},`),
    ...fromInput.map((line) => `        ${line}`),
    '    };',
    `    store.lock().unwrap().insert(${single}.id.clone(), ${single}.clone());`,
    `    Ok((StatusCode::CREATED, Json(${single})))`,
    '}',
    '',
    `async fn update_${single}(`,
    '    State(store): State<Store>,',
    '    Path(id): Path<String>,',
    `    Json(input): Json<${type}Input>,`,
    `) -> Result<Json<${type}>, Rejection> {`,
    ...validate,
    `    let mut ${store} = store.lock().unwrap();`,
    `    let ${single} = ${store}.get_mut(&id).ok_or_else(not_found)?;`,
    ...input.map(
      (field) => `    ${single}.${fieldIdent('rust', field)} = input.${fieldIdent('rust', field)};`,
    ),
    fields.some((field) => field.name === 'updatedAt') && `    ${single}.updated_at = Utc::now();`,
    `    Ok(Json(${single}.clone()))`,
    '}',
    '',
    `async fn delete_${single}(State(store): State<Store>, Path(id): Path<String>) -> Result<StatusCode, Rejection> {`,
    '    match store.lock().unwrap().remove(&id) {',
    '        Some(_) => Ok(StatusCode::NO_CONTENT),',
    '        None => Err(not_found()),',
    '    }',
    '}',
    '',
  );
}

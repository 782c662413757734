import type { RecipeContext } from '../code-recipe';
import {
  kotlinDataClass,
  kotlinNeedsSerialName,
  rustStruct,
  swiftStruct,
} from '../entity-declarations';
import { typeImports } from '../language-types';
import { recordFields } from '../record-fields';
import { lines } from '../recipe-text';
import { collectionNames, idType } from './collection-names';
import { pythonDataclass } from './python-dataclass';

export function swiftStore(ctx: RecipeContext): string {
  const { type, item, items } = collectionNames('swift', ctx.entity);
  const fields = recordFields(ctx.entity);
  const server = ctx.platform === 'backend';
  const id = idType('swift', ctx.entity);
  return lines(
    'import Foundation',
    !server && 'import Observation',
    '',
    swiftStruct(ctx.entity, { fields }),
    '',
    server
      ? `/// The ${items} in memory; an actor, so concurrent requests change them one at a time.`
      : `/// The ${items} SwiftUI views show; a view that reads \`${items}\` re-renders when it changes.`,
    server
      ? `actor ${type}Store {`
      : lines('@MainActor', '@Observable', `final class ${type}Store {`),
    `    private(set) var ${items}: [${type}]`,
    '',
    `    init(${items}: [${type}] = []) {`,
    `        self.${items} = ${items}`,
    '    }',
    '',
    server && `    func all() -> [${type}] {`,
    server && `        ${items}`,
    server && '    }',
    server && '',
    `    func ${item}(id: ${id}) -> ${type}? {`,
    `        ${items}.first { $0.id == id }`,
    '    }',
    '',
    `    func add(_ ${item}: ${type}) {`,
    `        ${items}.append(${item})`,
    '    }',
    '',
    '    /// Replaces the one with the same id; returns false when there is none.',
    '    @discardableResult',
    `    func update(_ ${item}: ${type}) -> Bool {`,
    `        guard let index = ${items}.firstIndex(where: { $0.id == ${item}.id }) else { return false }`,
    `        ${items}[index] = ${item}`,
    '        return true',
    '    }',
    '',
    `    func remove(id: ${id}) {`,
    `        ${items}.removeAll { $0.id == id }`,
    '    }',
    '',
    `    func replaceAll(with ${items}: [${type}]) {`,
    `        self.${items} = ${items}`,
    '    }',
    '}',
    '',
  );
}

export function kotlinStore(ctx: RecipeContext): string {
  const { type, item, items } = collectionNames('kotlin', ctx.entity);
  const fields = recordFields(ctx.entity);
  const android = ctx.platform === 'android';
  const holder = android ? `${type}ViewModel` : `${type}Store`;
  const id = idType('kotlin', ctx.entity);
  return lines(
    ...typeImports('kotlin', fields),
    android && 'import androidx.lifecycle.ViewModel',
    'import kotlinx.coroutines.flow.MutableStateFlow',
    'import kotlinx.coroutines.flow.StateFlow',
    'import kotlinx.coroutines.flow.asStateFlow',
    'import kotlinx.coroutines.flow.update',
    kotlinNeedsSerialName(fields) && 'import kotlinx.serialization.SerialName',
    'import kotlinx.serialization.Serializable',
    '',
    kotlinDataClass(ctx.entity, { fields }),
    '',
    android
      ? `/** Holds the ${items} across configuration changes; screens collect [${items}]. */`
      : `/** Holds the ${items}; collect [${items}] to follow every change. */`,
    `class ${holder}(initial: List<${type}> = emptyList())${android ? ' : ViewModel()' : ''} {`,
    `    private val _${items} = MutableStateFlow(initial)`,
    `    val ${items}: StateFlow<List<${type}>> = _${items}.asStateFlow()`,
    '',
    `    fun find(id: ${id}): ${type}? = _${items}.value.firstOrNull { it.id == id }`,
    '',
    `    fun add(${item}: ${type}) {`,
    `        _${items}.update { it + ${item} }`,
    '    }',
    '',
    `    fun update(${item}: ${type}) {`,
    `        _${items}.update { current -> current.map { if (it.id == ${item}.id) ${item} else it } }`,
    '    }',
    '',
    `    fun remove(id: ${id}) {`,
    `        _${items}.update { current -> current.filterNot { it.id == id } }`,
    '    }',
    '',
    `    fun replaceAll(${items}: List<${type}>) {`,
    `        _${items}.value = ${items}`,
    '    }',
    '}',
    '',
  );
}

export function pythonStore(ctx: RecipeContext): string {
  const { type, item, items, itemsWords } = collectionNames('python', ctx.entity);
  const fields = recordFields(ctx.entity);
  const id = idType('python', ctx.entity);
  return lines(
    'from dataclasses import dataclass',
    ...typeImports('python', fields),
    'from threading import Lock',
    '',
    '',
    pythonDataclass(type, fields, `One ${ctx.entity.name} held by the repository.`),
    '',
    '',
    `class ${type}Repository:`,
    `    """The ${itemsWords} in memory, keyed by id; each call holds the lock, so threads may share it."""`,
    '',
    `    def __init__(self, ${items}: list[${type}] | None = None) -> None:`,
    `        self._${items}: dict[${id}, ${type}] = {${item}.id: ${item} for ${item} in ${items} or []}`,
    '        self._lock = Lock()',
    '',
    `    def all(self) -> list[${type}]:`,
    '        with self._lock:',
    `            return list(self._${items}.values())`,
    '',
    `    def get(self, ${item}_id: ${id}) -> ${type} | None:`,
    '        with self._lock:',
    `            return self._${items}.get(${item}_id)`,
    '',
    `    def add(self, ${item}: ${type}) -> ${type}:`,
    '        with self._lock:',
    `            if ${item}.id in self._${items}:`,
    `                raise KeyError(f"${type} {${item}.id} already exists")`,
    `            self._${items}[${item}.id] = ${item}`,
    `            return ${item}`,
    '',
    `    def update(self, ${item}: ${type}) -> ${type}:`,
    '        with self._lock:',
    `            if ${item}.id not in self._${items}:`,
    `                raise KeyError(f"No ${type} {${item}.id}")`,
    `            self._${items}[${item}.id] = ${item}`,
    `            return ${item}`,
    '',
    `    def remove(self, ${item}_id: ${id}) -> bool:`,
    '        with self._lock:',
    `            return self._${items}.pop(${item}_id, None) is not None`,
    '',
  );
}

export function rustStore(ctx: RecipeContext): string {
  const { type, item, items, itemsWords } = collectionNames('rust', ctx.entity);
  const fields = recordFields(ctx.entity);
  const owned = idType('rust', ctx.entity);
  const id = owned === 'String' ? '&str' : owned;
  return lines(
    'use std::sync::RwLock;',
    '',
    ...typeImports('rust', fields),
    'use serde::{Deserialize, Serialize};',
    '',
    rustStruct(ctx.entity, { fields }),
    '',
    `/// The ${itemsWords} in memory: many readers at once, one writer at a time. Share it as \`Arc<${type}Store>\`.`,
    '#[derive(Default)]',
    `pub struct ${type}Store {`,
    `    ${items}: RwLock<Vec<${type}>>,`,
    '}',
    '',
    `impl ${type}Store {`,
    '    pub fn new() -> Self {',
    '        Self::default()',
    '    }',
    '',
    `    pub fn all(&self) -> Vec<${type}> {`,
    `        self.${items}.read().expect("store lock poisoned").clone()`,
    '    }',
    '',
    `    pub fn get(&self, id: ${id}) -> Option<${type}> {`,
    `        let ${items} = self.${items}.read().expect("store lock poisoned");`,
    `        ${items}.iter().find(|${item}| ${item}.id == id).cloned()`,
    '    }',
    '',
    `    pub fn add(&self, ${item}: ${type}) {`,
    `        self.${items}.write().expect("store lock poisoned").push(${item});`,
    '    }',
    '',
    '    /// Replaces the one with the same id; returns false when there is none.',
    `    pub fn update(&self, ${item}: ${type}) -> bool {`,
    `        let mut ${items} = self.${items}.write().expect("store lock poisoned");`,
    `        match ${items}.iter_mut().find(|existing| existing.id == ${item}.id) {`,
    '            Some(existing) => {',
    `                *existing = ${item};`,
    '                true',
    '            }',
    '            None => false,',
    '        }',
    '    }',
    '',
    '    /// Returns whether there was one to remove.',
    `    pub fn remove(&self, id: ${id}) -> bool {`,
    `        let mut ${items} = self.${items}.write().expect("store lock poisoned");`,
    `        let before = ${items}.len();`,
    `        ${items}.retain(|${item}| ${item}.id != id);`,
    `        ${items}.len() != before`,
    '    }',
    '}',
    '',
  );
}

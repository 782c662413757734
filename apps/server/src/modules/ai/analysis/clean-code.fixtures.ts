import type { CodeLanguage } from '@appforge/shared/contracts/ai';

/** Realistic, tidy files in every language: the analysis must find nothing in them. */
export const CLEAN_CODE: { name: string; language: CodeLanguage; code: string }[] = [
  {
    name: 'a TypeScript service',
    language: 'typescript',
    code: `export interface Task {
  id: string;
  title: string;
  done: boolean;
  dueAt?: Date;
}

export class TaskStore {
  private readonly tasks = new Map<string, Task>();

  add(task: Task): void {
    if (this.tasks.has(task.id)) {
      throw new Error(\`Task \${task.id} already exists\`);
    }
    this.tasks.set(task.id, task);
  }

  complete(id: string): Task | undefined {
    const task = this.tasks.get(id);
    if (task === undefined) return undefined;
    const updated = { ...task, done: true };
    this.tasks.set(id, updated);
    return updated;
  }

  overdue(now: Date): Task[] {
    const late: Task[] = [];
    for (const task of this.tasks.values()) {
      if (!task.done && task.dueAt !== undefined && task.dueAt < now) late.push(task);
    }
    return late;
  }

  async saveAll(save: (tasks: Task[]) => Promise<void>): Promise<number> {
    const all = [...this.tasks.values()];
    await save(all);
    return all.length;
  }
}
`,
  },
  {
    name: 'a React component in TSX',
    language: 'typescript',
    code: `import { useMemo, useState } from 'react';

interface Product {
  id: string;
  name: string;
  price: number;
}

interface ProductListProps {
  products: Product[];
  onSelect: (product: Product) => void;
}

export function ProductList({ products, onSelect }: ProductListProps) {
  const [query, setQuery] = useState('');
  const visible = useMemo(
    () =>
      products
        .filter((product) => product.name.toLowerCase().includes(query.toLowerCase()))
        .sort((a, b) => a.price - b.price),
    [products, query],
  );

  return (
    <section>
      <input value={query} onChange={(event) => setQuery(event.target.value)} />
      <ul>
        {visible.map((product) => (
          <li key={product.id}>
            <button onClick={() => onSelect(product)}>
              {product.name}: {product.price.toFixed(2)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
`,
  },
  {
    name: 'a JavaScript module',
    language: 'javascript',
    code: `const DEFAULT_TIMEOUT_MS = 5000;

export async function fetchJson(url, { timeoutMs = DEFAULT_TIMEOUT_MS } = {}) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url, { signal: controller.signal });
    if (!response.ok) {
      throw new Error(\`Request failed with status \${response.status}\`);
    }
    return await response.json();
  } finally {
    clearTimeout(timer);
  }
}

export function groupBy(items, keyOf) {
  const groups = new Map();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

export async function fetchAll(urls) {
  return Promise.all(urls.map((url) => fetchJson(url)));
}
`,
  },
  {
    name: 'a Python module',
    language: 'python',
    code: `from dataclasses import dataclass, field
from typing import Optional


@dataclass
class Account:
    owner: str
    balance: float = 0.0
    history: list[float] = field(default_factory=list)

    def deposit(self, amount: float) -> None:
        if amount <= 0:
            raise ValueError("amount must be positive")
        self.balance += amount
        self.history.append(amount)


def find_account(accounts: list[Account], owner: str) -> Optional[Account]:
    by_owner = {account.owner: account for account in accounts}
    return by_owner.get(owner)


def total_balance(accounts: list[Account], minimum: Optional[float] = None) -> float:
    if minimum is None:
        return sum(account.balance for account in accounts)
    try:
        return sum(a.balance for a in accounts if a.balance >= minimum)
    except TypeError as error:
        raise ValueError("balances must be numbers") from error
`,
  },
  {
    name: 'a Swift type',
    language: 'swift',
    code: `import Foundation

struct Note: Identifiable, Codable {
    let id: UUID
    var title: String
    var body: String
    var pinned: Bool
}

final class NoteStore {
    private(set) var notes: [Note] = []

    func add(title: String, body: String) -> Note {
        let note = Note(id: UUID(), title: title, body: body, pinned: false)
        notes.append(note)
        return note
    }

    func note(withID id: UUID) -> Note? {
        notes.first { $0.id == id }
    }

    func togglePin(_ id: UUID) {
        guard let index = notes.firstIndex(where: { $0.id == id }) else { return }
        notes[index].pinned.toggle()
    }

    func load(from data: Data) throws {
        notes = try JSONDecoder().decode([Note].self, from: data)
    }
}
`,
  },
  {
    name: 'a Kotlin class',
    language: 'kotlin',
    code: `package app.notes

data class Note(val id: Long, val title: String, val pinned: Boolean = false)

class NoteRepository {
    private val notes = mutableMapOf<Long, Note>()
    private var nextId = 1L

    fun add(title: String): Note {
        val note = Note(nextId++, title)
        notes[note.id] = note
        return note
    }

    fun find(id: Long): Note? = notes[id]

    fun pin(id: Long): Note? {
        val note = notes[id] ?: return null
        val pinned = note.copy(pinned = true)
        notes[id] = pinned
        return pinned
    }

    fun titles(): List<String> = notes.values.sortedBy { it.id }.map { it.title }

    fun search(text: String): List<Note> {
        val query = text.trim().lowercase()
        return notes.values.filter { it.title.lowercase().contains(query) }
    }
}
`,
  },
  {
    name: 'a Rust module',
    language: 'rust',
    code: `use std::collections::HashMap;

#[derive(Debug, Clone, PartialEq)]
pub struct Item {
    pub name: String,
    pub quantity: u32,
}

#[derive(Default)]
pub struct Inventory {
    items: HashMap<String, Item>,
}

impl Inventory {
    pub fn add(&mut self, name: &str, quantity: u32) {
        let entry = self.items.entry(name.to_string()).or_insert(Item {
            name: name.to_string(),
            quantity: 0,
        });
        entry.quantity += quantity;
    }

    pub fn take(&mut self, name: &str, quantity: u32) -> Result<u32, String> {
        let item = self.items.get_mut(name).ok_or(format!("no item {name}"))?;
        if item.quantity < quantity {
            return Err(format!("only {} left", item.quantity));
        }
        item.quantity -= quantity;
        Ok(item.quantity)
    }

    pub fn total(&self) -> u32 {
        self.items.values().map(|item| item.quantity).sum()
    }
}
`,
  },
];

import { defineRecipe, type RecipeContext } from '../code-recipe';
import { explanation } from '../recipe-text';
import { collectionNames } from './collection-names';
import { kotlinPersistence, usesRoom } from './persistence.kotlin';
import { pythonPersistence, rustPersistence } from './persistence.python-rust';
import { tableName } from './persistence.sql';
import { swiftPersistence, usesSwiftData } from './persistence.swift';
import { javascriptPersistence, jsStore, typescriptPersistence } from './persistence.typescript';

function summary(ctx: RecipeContext): string {
  const { type, itemsWords } = collectionNames(ctx.language, ctx.entity);
  const table = tableName(ctx.entity);
  const { platform } = ctx;
  switch (ctx.language) {
    case 'typescript':
    case 'javascript': {
      const store = jsStore(ctx);
      if (store === 'sqlite')
        return `A ${type}Repository that keeps the ${itemsWords} in a SQLite file with better-sqlite3 (table ${table}): findAll, findById, save (insert or replace) and delete.`;
      return store === 'localStorage'
        ? `A ${type}Repository that keeps the ${itemsWords} in the browser's localStorage as one JSON list: findAll, findById, save (insert or replace) and delete, async so it can move to IndexedDB when the data outgrows localStorage's few megabytes.`
        : `A ${type}Repository that keeps the ${itemsWords} in React Native's AsyncStorage as one JSON list: findAll, findById, save (insert or replace) and delete; changes run one after another so none is lost.`;
    }
    case 'python':
      return `A ${type}Repository that keeps the ${itemsWords} in a SQLite file (table ${table}) with sqlite3 from the standard library: find_all, find_by_id, save (insert or replace) and delete.${platform === 'backend' ? '' : ` Python has no store of its own on ${platform === 'web' ? 'the web' : platform}; sqlite3 is the closest thing, as it comes with Python wherever Python runs.`}`;
    case 'swift':
      if (usesSwiftData(ctx)) {
        return `SwiftData (iOS 17+), chosen over Core Data for its plain Swift model: a @Model class ${type} and a ${type}Store that fetches, inserts, deletes and saves through the container's main context. To fetch one by id, give FetchDescriptor a #Predicate { $0.id == id }.`;
      }
      return `A ${type}Repository over SQLite with GRDB (table ${table}): all, one by id, save (insert or replace) and delete.${platform === 'backend' ? '' : ` Swift has no store of its own on ${platform === 'web' ? 'the web' : 'Android'}; GRDB over SQLite is the closest idiomatic choice, the same code a Swift server uses.`}`;
    case 'kotlin':
      if (usesRoom(ctx)) {
        return platform === 'android'
          ? `Room: the @Entity ${type} (table ${table}), a ${type}Dao with a Flow of all ${itemsWords}, findById, save (@Upsert) and deleteById, and the AppDatabase that holds them.`
          : `Room for Kotlin Multiplatform (2.7+), the closest thing to Android's Room on iOS: the @Entity ${type} (table ${table}), a ${type}Dao and the AppDatabase with the constructor Room's compiler generates for each target.`;
      }
      return `A ${type}Repository over JDBC and SQLite (table ${table}): findAll, findById, save (insert or replace) and delete.${platform === 'web' ? ' Kotlin for the web usually means a JVM server (Ktor) behind the page; this is that server-side store.' : ''}`;
    case 'rust':
      return `A ${type}Repository over SQLite with rusqlite (table ${table}): find_all, find_by_id, save (insert or replace) and delete.${platform === 'web' ? ' In the browser (wasm32) there is no file for SQLite: use IndexedDB there (for example through the rexie crate); this is the native version for a server or desktop.' : platform === 'backend' ? '' : ` With rusqlite's bundled feature SQLite compiles for ${platform === 'ios' ? 'iOS' : 'Android'} too, the usual store of a Rust core inside a mobile app.`}`;
  }
}

function dependencies(ctx: RecipeContext): string[] {
  const lists = ctx.entity.fields.some((field) => field.kind === 'list');
  switch (ctx.language) {
    case 'typescript':
    case 'javascript': {
      const store = jsStore(ctx);
      if (store === 'sqlite')
        return [
          'better-sqlite3',
          ...(ctx.language === 'typescript' ? ['@types/better-sqlite3 (dev)'] : []),
        ];
      return store === 'asyncStorage' ? ['@react-native-async-storage/async-storage'] : [];
    }
    case 'swift':
      return usesSwiftData(ctx)
        ? []
        : ['GRDB.swift (Swift Package Manager: https://github.com/groue/GRDB.swift)'];
    case 'kotlin':
      return [
        ...(usesRoom(ctx)
          ? [
              'androidx.room:room-runtime',
              'androidx.room:room-compiler (with KSP)',
              ctx.platform === 'ios' ? 'androidx.sqlite:sqlite-bundled' : 'androidx.room:room-ktx',
            ]
          : ['org.xerial:sqlite-jdbc']),
        ...(lists ? ['org.jetbrains.kotlinx:kotlinx-serialization-json'] : []),
      ];
    case 'rust':
      return [
        `rusqlite (features = ["bundled"${ctx.entity.fields.some((field) => field.kind === 'date' || field.kind === 'dateTime') ? ', "chrono"' : ''}])`,
        ...(lists ? ['serde_json'] : []),
      ];
    default:
      return [];
  }
}

function usage(ctx: RecipeContext): string {
  const { type, item } = collectionNames(ctx.language, ctx.entity);
  switch (ctx.language) {
    case 'typescript':
    case 'javascript':
      return jsStore(ctx) === 'sqlite'
        ? `const repository = new ${type}Repository('app.db'); repository.save(${item}); repository.findAll(). Give each record an id, for example crypto.randomUUID().`
        : `const repository = new ${type}Repository(); await repository.save(${item}); const all = await repository.findAll(). Give each record an id, for example crypto.randomUUID().`;
    case 'python':
      return `repository = ${type}Repository("app.db"); repository.save(${item}); repository.find_all(). Give each record an id, for example str(uuid.uuid4()).`;
    case 'swift':
      return usesSwiftData(ctx)
        ? `add .modelContainer(for: ${type}.self) to the app's WindowGroup and read the list in a view with @Query var ${collectionNames('swift', ctx.entity).items}: [${type}]; elsewhere create ${type}Store(container:) with the same container. Give each record an id, for example UUID().uuidString.`
        : `let repository = try ${type}Repository(path: "app.sqlite"); try repository.save(${item}); let all = try repository.all(). Give each record an id, for example UUID().uuidString.`;
    case 'kotlin':
      if (usesRoom(ctx)) {
        return ctx.platform === 'android'
          ? `val dao = AppDatabase.get(context).${item}Dao(); in a ViewModel collect dao.observeAll() and call dao.save(${item}) from viewModelScope.launch { }. Give each record an id, for example UUID.randomUUID().toString().`
          : `in iosMain build it with Room.databaseBuilder<AppDatabase>(name = documentsPath + "/app.db").setDriver(BundledSQLiteDriver()).build(), then use its ${item}Dao() from shared code.`;
      }
      return `${type}Repository("jdbc:sqlite:app.db").use { repository -> repository.save(${item}); repository.findAll() }. Give each record an id, for example UUID.randomUUID().toString().`;
    case 'rust':
      return `let repository = ${type}Repository::open("app.db")?; repository.save(&${item})?; let all = repository.find_all()?;`;
  }
}

export const persistenceRecipe = defineRecipe({
  id: 'persistence',
  title: 'Persistence (Room, SwiftData, SQLite, local storage)',
  triggers: [
    /\b(?:persist\w*|offline (?:storage|support|first|cache))\b/i,
    /\b(?:room|core ?data|swift ?data|sqlite3?|better-sqlite3|rusqlite|grdb|realm|async ?storage|indexeddb|local ?storage|shared ?preferences|jdbc|exposed)\b/i,
    /\b(?:save|store|keep|cache)s?\b[\s\S]*\b(?:locally|on (?:the )?(?:device|disk)|to (?:a |the )?(?:database|db|disk|file)|in (?:a |the )?(?:database|db))\b/i,
    /\b(?:databases?|db|dao)\b/i,
  ],
  code: {
    typescript: typescriptPersistence,
    javascript: javascriptPersistence,
    python: pythonPersistence,
    swift: swiftPersistence,
    kotlin: kotlinPersistence,
    rust: rustPersistence,
  },
  explain: (ctx) =>
    explanation(ctx, {
      summary: `${summary(ctx)}${ctx.entity.fields.some((field) => field.name === 'id') ? '' : ' Each record gets an id (text) as its primary key.'}`,
      aboutEntity: true,
      dependencies: dependencies(ctx),
      usage: usage(ctx),
    }),
});

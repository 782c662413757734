import { fieldIdent } from '../code-names';
import type { FieldModel, RecipeContext } from '../code-recipe';
import { hasKind, typeFor, typeImports } from '../language-types';
import { recordFields } from '../record-fields';
import { lines } from '../recipe-text';
import { collectionNames, idType } from './collection-names';
import { columnName, createTable, tableName, upsertSql } from './persistence.sql';

/** Room on Android, and on iOS through Kotlin Multiplatform; JDBC with SQLite on a JVM server. */
export const usesRoom = (ctx: RecipeContext) =>
  ctx.platform === 'android' || ctx.platform === 'ios';

const LIST_JSON = 'Json.encodeToString(ListSerializer(String.serializer()), value)';

/** Room stores text and numbers; these turn the other field types into text and back. */
function roomConverters(fields: FieldModel[]): string[] {
  const converters = [
    hasKind(fields, 'date') && [
      '    @TypeConverter',
      '    fun dateToText(value: LocalDate): String = value.toString()',
      '',
      '    @TypeConverter',
      '    fun textToDate(value: String): LocalDate = LocalDate.parse(value)',
    ],
    hasKind(fields, 'dateTime') && [
      '    @TypeConverter',
      '    fun instantToText(value: Instant): String = value.toString()',
      '',
      '    @TypeConverter',
      '    fun textToInstant(value: String): Instant = Instant.parse(value)',
    ],
    hasKind(fields, 'list') && [
      '    @TypeConverter',
      `    fun listToText(value: List<String>): String = ${LIST_JSON}`,
      '',
      '    @TypeConverter',
      '    fun textToList(value: String): List<String> = Json.decodeFromString(ListSerializer(String.serializer()), value)',
    ],
  ].filter((block): block is string[] => Array.isArray(block));
  if (converters.length === 0) return [];
  return [
    'class Converters {',
    ...converters.flatMap((block, index) => [...(index > 0 ? [''] : []), ...block]),
    '}',
    '',
  ];
}

function room(ctx: RecipeContext): string {
  const { type, item, itemsWords, itemWords } = collectionNames('kotlin', ctx.entity);
  const fields = recordFields(ctx.entity);
  const table = tableName(ctx.entity);
  const android = ctx.platform === 'android';
  const id = idType('kotlin', ctx.entity);
  const converters = roomConverters(fields);
  const dao = `${type}Dao`;
  const imports = [
    android && 'import android.content.Context',
    'import androidx.room.ColumnInfo',
    !android && 'import androidx.room.ConstructedBy',
    'import androidx.room.Dao',
    'import androidx.room.Database',
    'import androidx.room.Entity',
    'import androidx.room.PrimaryKey',
    'import androidx.room.Query',
    android && 'import androidx.room.Room',
    'import androidx.room.RoomDatabase',
    !android && 'import androidx.room.RoomDatabaseConstructor',
    converters.length > 0 && 'import androidx.room.TypeConverter',
    converters.length > 0 && 'import androidx.room.TypeConverters',
    'import androidx.room.Upsert',
    'import kotlinx.coroutines.flow.Flow',
    ...typeImports('kotlin', fields),
    hasKind(fields, 'list') && 'import kotlinx.serialization.builtins.ListSerializer',
    hasKind(fields, 'list') && 'import kotlinx.serialization.builtins.serializer',
    hasKind(fields, 'list') && 'import kotlinx.serialization.json.Json',
  ].filter((line): line is string => typeof line === 'string');
  return lines(
    ...imports.sort(),
    '',
    `@Entity(tableName = "${table}")`,
    `data class ${type}(`,
    ...fields.map((field) => {
      const key = field.name === 'id' ? '@PrimaryKey ' : '';
      const column =
        columnName(field) === field.name ? '' : `@ColumnInfo(name = "${columnName(field)}") `;
      return `    ${key}${column}val ${fieldIdent('kotlin', field)}: ${typeFor('kotlin', field.kind)},`;
    }),
    ')',
    '',
    ...converters,
    '@Dao',
    `interface ${dao} {`,
    `    /** Emits the ${itemsWords} again after every change, for a screen to collect. */`,
    `    @Query("SELECT * FROM ${table}")`,
    `    fun observeAll(): Flow<List<${type}>>`,
    '',
    `    @Query("SELECT * FROM ${table} WHERE id = :id")`,
    `    suspend fun findById(id: ${id}): ${type}?`,
    '',
    `    /** Adds the ${itemWords}, or replaces the one with its id. */`,
    '    @Upsert',
    `    suspend fun save(${item}: ${type})`,
    '',
    `    @Query("DELETE FROM ${table} WHERE id = :id")`,
    `    suspend fun deleteById(id: ${id}): Int`,
    '}',
    '',
    `@Database(entities = [${type}::class], version = 1)`,
    converters.length > 0 && '@TypeConverters(Converters::class)',
    !android && '@ConstructedBy(AppDatabaseConstructor::class)',
    'abstract class AppDatabase : RoomDatabase() {',
    `    abstract fun ${fieldIdent('kotlin', `${item}Dao`)}(): ${dao}`,
    ...(android
      ? [
          '',
          '    companion object {',
          '        @Volatile private var instance: AppDatabase? = null',
          '',
          '        /** One database per process: Room is expensive to open and safe to share. */',
          '        fun get(context: Context): AppDatabase =',
          '            instance ?: synchronized(this) {',
          '                instance ?: Room.databaseBuilder(context.applicationContext, AppDatabase::class.java, "app.db")',
          '                    .build()',
          '                    .also { instance = it }',
          '            }',
          '    }',
        ]
      : []),
    '}',
    ...(android
      ? []
      : [
          '',
          "// Room's compiler writes the actual object for each target (KSP).",
          '@Suppress("NO_ACTUAL_FOR_EXPECT")',
          'expect object AppDatabaseConstructor : RoomDatabaseConstructor<AppDatabase> {',
          '    override fun initialize(): AppDatabase',
          '}',
        ]),
    '',
  );
}

/** The JDBC setter and getter of each kind (dates as ISO text, lists as JSON text). */
function jdbcSet(field: FieldModel, index: number, value: string): string {
  switch (field.kind) {
    case 'int':
      return `setInt(${index}, ${value})`;
    case 'decimal':
    case 'money':
      return `setDouble(${index}, ${value})`;
    case 'bool':
      return `setBoolean(${index}, ${value})`;
    case 'date':
    case 'dateTime':
      return `setString(${index}, ${value}.toString())`;
    case 'list':
      return `setString(${index}, Json.encodeToString(ListSerializer(String.serializer()), ${value}))`;
    default:
      return `setString(${index}, ${value})`;
  }
}

function jdbcGet(field: FieldModel): string {
  const column = `"${columnName(field)}"`;
  switch (field.kind) {
    case 'int':
      return `getInt(${column})`;
    case 'decimal':
    case 'money':
      return `getDouble(${column})`;
    case 'bool':
      return `getBoolean(${column})`;
    case 'date':
      return `LocalDate.parse(getString(${column}))`;
    case 'dateTime':
      return `Instant.parse(getString(${column}))`;
    case 'list':
      return `Json.decodeFromString(ListSerializer(String.serializer()), getString(${column}))`;
    default:
      return `getString(${column})`;
  }
}

function jdbc(ctx: RecipeContext): string {
  const { type, item, itemsWords, itemWords } = collectionNames('kotlin', ctx.entity);
  const fields = recordFields(ctx.entity);
  const table = tableName(ctx.entity);
  const id = idType('kotlin', ctx.entity);
  const idField = fields.find((field) => field.name === 'id') ?? {
    name: 'id',
    label: 'id',
    kind: 'text',
  };
  const idSetter = jdbcSet(idField, 1, 'id');
  const lists = hasKind(fields, 'list');
  return lines(
    'import java.sql.Connection',
    'import java.sql.DriverManager',
    'import java.sql.ResultSet',
    ...typeImports('kotlin', fields),
    lists && 'import kotlinx.serialization.builtins.ListSerializer',
    lists && 'import kotlinx.serialization.builtins.serializer',
    lists && 'import kotlinx.serialization.json.Json',
    '',
    `data class ${type}(`,
    ...fields.map(
      (field) => `    val ${fieldIdent('kotlin', field)}: ${typeFor('kotlin', field.kind)},`,
    ),
    ')',
    '',
    `/** The ${itemsWords} in a SQLite file over JDBC; one connection, so the methods take turns (@Synchronized). */`,
    `class ${type}Repository(url: String = "jdbc:sqlite:app.db") : AutoCloseable {`,
    '    private val connection: Connection = DriverManager.getConnection(url)',
    '',
    '    init {',
    '        connection.createStatement().use {',
    '            it.executeUpdate(',
    '                """',
    ...createTable(ctx.entity, fields).map((line) => `                ${line}`),
    '                """,',
    '            )',
    '        }',
    '    }',
    '',
    '    @Synchronized',
    `    fun findAll(): List<${type}> =`,
    `        connection.prepareStatement("SELECT * FROM ${table}").use { statement ->`,
    `            statement.executeQuery().use { rows -> generateSequence { if (rows.next()) rows.to${type}() else null }.toList() }`,
    '        }',
    '',
    '    @Synchronized',
    `    fun findById(id: ${id}): ${type}? =`,
    `        connection.prepareStatement("SELECT * FROM ${table} WHERE id = ?").use { statement ->`,
    `            statement.${idSetter}`,
    `            statement.executeQuery().use { rows -> if (rows.next()) rows.to${type}() else null }`,
    '        }',
    '',
    `    /** Adds the ${itemWords}, or replaces the one with its id. */`,
    '    @Synchronized',
    `    fun save(${item}: ${type}) {`,
    `        connection.prepareStatement("${upsertSql(ctx.entity, fields, () => '?')}").use { statement ->`,
    ...fields.map(
      (field, index) =>
        `            statement.${jdbcSet(field, index + 1, `${item}.${fieldIdent('kotlin', field)}`)}`,
    ),
    '            statement.executeUpdate()',
    '        }',
    '    }',
    '',
    '    /** Whether there was one to delete. */',
    '    @Synchronized',
    `    fun delete(id: ${id}): Boolean =`,
    `        connection.prepareStatement("DELETE FROM ${table} WHERE id = ?").use { statement ->`,
    `            statement.${idSetter}`,
    '            statement.executeUpdate() > 0',
    '        }',
    '',
    '    override fun close() = connection.close()',
    '}',
    '',
    `private fun ResultSet.to${type}() = ${type}(`,
    ...fields.map((field) => `    ${fieldIdent('kotlin', field)} = ${jdbcGet(field)},`),
    ')',
    '',
  );
}

export const kotlinPersistence = (ctx: RecipeContext) => (usesRoom(ctx) ? room(ctx) : jdbc(ctx));

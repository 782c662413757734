/** Word tables the prompt reader uses to tell the subject and its fields from the request around them. */

const words = (list: string) => new Set(list.trim().split(/\s+/));

/** The six languages, their frameworks and the platforms: never the subject of the code. */
export const TECH_WORDS = words(
  'typescript ts javascript js node nodejs python py swift kotlin rust react reactjs nextjs vue ' +
    'swiftui uikit compose jetpack android ios iphone web backend frontend server fastapi flask ' +
    'django pydantic axum tokio serde actix vapor ktor spring express fastify zod room coredata ' +
    'sqlite postgres sql http https json rest graphql api apis',
);

/** Words that name a kind of code rather than the thing it is about. */
export const CODE_WORDS = words(
  'struct structs class classes model models entity entities type types interface interfaces data ' +
    'record records schema schemas dto dtos object objects client clients endpoint endpoints service ' +
    'services repository repositories repo form forms list lists table tables store stores function ' +
    'functions func method methods crud route routes router handler handlers controller controllers ' +
    'hook hooks component components view views screen screens page pages paging paginated ' +
    'pagination paginate infinite scroll scrolling validation validator validators validate ' +
    'validating debounce debounced debouncing throttle throttled throttling retry retries retrying ' +
    'backoff exponential timeout timeouts serialization serialisation serializable serialisable ' +
    'serialize serialise deserialize deserialise codable parsing parse parser encoder decoder ' +
    'code snippet example sample implementation test tests unit utility utilities util utils helper ' +
    'helpers module library wrapper request requests response responses call calls fetch fetching ' +
    'fetcher loader load loading support handling error errors async await typed generic ' +
    'cursor offset limit operations operation item items resource resources input inputs field fields ' +
    'property properties attribute attributes persist persists persisted persistence save saves ' +
    'saved saving local locally device disk offline storage cache caching format formats ' +
    'formatted formatting formatter formatters auth authentication token tokens jwt csv tsv import ' +
    'importing export exporting state',
);

/** Glue and request words: articles, pronouns, verbs of asking, adjectives of taste. */
export const STOP_WORDS = words(
  'a an the some any my our your their its this that these those with and or of for to in on at by ' +
    'from as into using use uses used per each every all me i we you it please can could would should ' +
    'will need needs want wants like give make makes create creates write writes generate build ' +
    'implement implements add show shows display get set new simple basic small tiny quick complete ' +
    'full proper good nice clean idiomatic modern how do does is are be which what also just then ' +
    'has have having containing contains including includes called named',
);

/** Words before a field's name that are not part of it ("the due date", "an optional note"). */
export const ARTICLES = words('a an the its their his her my our optional required');

/** Field phrases that are really features of the code ("with retry and timeout"). */
export const isNoiseWord = (word: string) =>
  CODE_WORDS.has(word) || TECH_WORDS.has(word) || STOP_WORDS.has(word);

/** Plural nouns that hold several values: a list of strings. */
export const LIST_WORDS = words(
  'tags labels categories ingredients roles permissions keywords genres skills hobbies attendees ' +
    'members authors participants aliases topics emails phones images photos links urls steps ' +
    'instructions notes comments options choices features languages',
);

/** Numbers with a fractional part; other quantities are whole numbers. */
export const DECIMAL_WORDS = words(
  'weight height length width depth distance temperature temp rate percent percentage ratio ' +
    'latitude longitude lat lng lon speed pace elevation volume km kg lbs miles kilometers ' +
    'kilometres liters litres ml oz inches feet average avg score',
);

/** Type names a prompt may spell out ("age: Int", "price: Decimal"), lower-cased. */
export const TYPE_HINTS: Record<string, string> = {
  string: 'text',
  str: 'text',
  text: 'text',
  char: 'text',
  int: 'int',
  integer: 'int',
  long: 'int',
  i32: 'int',
  i64: 'int',
  u32: 'int',
  u64: 'int',
  usize: 'int',
  number: 'decimal',
  float: 'decimal',
  double: 'decimal',
  f32: 'decimal',
  f64: 'decimal',
  decimal: 'money',
  bigdecimal: 'money',
  money: 'money',
  bool: 'bool',
  boolean: 'bool',
  date: 'date',
  localdate: 'date',
  naivedate: 'date',
  datetime: 'dateTime',
  instant: 'dateTime',
  timestamp: 'dateTime',
  email: 'email',
  url: 'url',
  uri: 'url',
};

/** Words that open a list of fields: "with a, b and c", "Person(a, b)", "invoices: a, b". */
export const FIELD_LIST_OPENER =
  /\b(?:with|having|has|have|containing|contains|including|includes|fields|properties|attributes)\b|[:(]/gi;

/** Where a list of fields stops: the end of a clause, or words that start a new request. */
export const FIELD_LIST_END =
  /[.;!?()\n]|\b(?:that|which|using|so|where|when|for|then|in (?:typescript|javascript|python|swift|kotlin|rust)\b)/i;

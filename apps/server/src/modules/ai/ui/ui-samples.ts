/**
 * Believable sample values for what a description names, for previews and usage examples:
 * "name" → a name, "phone" → a phone number. `index` varies them between list rows.
 */
const SAMPLES: [RegExp, string[]][] = [
  [/\b(?:user\s?name|handle)\b/i, ['@alexmorgan', '@samlee', '@priyap']],
  [/\bname\b/i, ['Alex Morgan', 'Sam Lee', 'Priya Patel']],
  [/\b(?:bio|about)\b/i, ['Product designer who loves hiking and good coffee.']],
  [/\be-?mail\b/i, ['alex@example.com', 'sam@example.com', 'priya@example.com']],
  [/\b(?:phone|mobile|tel)\b/i, ['+1 555 0100', '+1 555 0142', '+1 555 0199']],
  [/\b(?:location|city|address|place)\b/i, ['Lisbon, Portugal', 'Toronto, Canada', 'Pune, India']],
  [/\b(?:website|url|link)\b/i, ['alexmorgan.dev']],
  [/\b(?:title|heading|subject)\b/i, ['Getting started', 'Weekly review', 'Team offsite']],
  [
    /\b(?:description|summary|text|body|details|subtitle)\b/i,
    ['A short summary of what this is about.'],
  ],
  [
    /\b(?:message|comment|note)s?\b/i,
    ['See you tomorrow!', 'Thanks for the update.', 'Sounds good.'],
  ],
  [/\b(?:price|amount|cost|total)\b/i, ['$24.00', '$12.50', '$99.00']],
  [/\b(?:date|time|due|when|deadline)\b/i, ['Today, 9:41', 'Yesterday', 'Mon, 12 May']],
  [/\bstatus\b/i, ['Active', 'Pending', 'Done']],
  [/\b(?:role|job|position|occupation)\b/i, ['Product designer', 'Engineer', 'Marketing lead']],
  [/\b(?:company|organi[sz]ation|team)\b/i, ['Appforge', 'Northwind', 'Globex']],
  [/\bfollowers\b/i, ['1,204']],
  [/\bfollowing\b/i, ['180']],
  [/\b(?:posts|articles|projects)\b/i, ['86']],
  [/\b(?:rating|score|stars)\b/i, ['4.8', '4.5', '4.9']],
  [/\b(?:tag|badge|category|label)\b/i, ['New', 'Popular', 'Sale']],
];

export function sampleValue(label: string, index = 0): string {
  const values = SAMPLES.find(([pattern]) => pattern.test(label))?.[1];
  if (!values) return `${label.charAt(0).toUpperCase()}${label.slice(1)} ${index + 1}`;
  return values[index % values.length] ?? values[0] ?? label;
}

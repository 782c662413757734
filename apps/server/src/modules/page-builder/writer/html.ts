import { escapeHtml } from './text';

/** Little builders of escaped HTML for the templates. */

/** An unordered list of escaped items (none: nothing). */
export const bulletList = (items: string[], className?: string) =>
  items.length === 0
    ? ''
    : `<ul${className ? ` class="${className}"` : ''}>\n${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('\n')}\n</ul>`;

/** An ordered list whose items are HTML already. */
export const stepList = (itemsHtml: string[]) =>
  `<ol class="steps">\n${itemsHtml.map((item) => `<li>${item}</li>`).join('\n')}\n</ol>`;

export const paragraph = (text: string, className?: string) =>
  text ? `<p${className ? ` class="${className}"` : ''}>${escapeHtml(text)}</p>` : '';

/** A card with an h3 title and HTML content. */
export const card = (title: string, contentHtml: string) =>
  `<li class="card">\n<h3>${escapeHtml(title)}</h3>\n${contentHtml}\n</li>`;

export const cardList = (cardsHtml: string[]) =>
  cardsHtml.length === 0 ? '' : `<ul class="cards">\n${cardsHtml.join('\n')}\n</ul>`;

export const chips = (labels: string[]) =>
  labels.length === 0
    ? ''
    : `<p>${labels.map((label) => `<span class="chip">${escapeHtml(label)}</span>`).join(' ')}</p>`;

export const link = (href: string, text: string) =>
  `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

/** A definition list: term and escaped-text or HTML description. */
export const factList = (rows: [string, string][]) =>
  `<dl class="facts">\n${rows.map(([term, html]) => `<dt>${escapeHtml(term)}</dt>\n<dd>${html}</dd>`).join('\n')}\n</dl>`;

/** A table with a caption, column headers and escaped cells. */
export function table(caption: string, headers: string[], rows: string[][]): string {
  const head = headers.map((header) => `<th scope="col">${escapeHtml(header)}</th>`).join('');
  const body = rows
    .map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`)
    .join('\n');
  return `<table>\n<caption>${escapeHtml(caption)}</caption>\n<thead>\n<tr>${head}</tr>\n</thead>\n<tbody>\n${body}\n</tbody>\n</table>`;
}

/** A list of links: [href, text] pairs. */
export const linkList = (links: [string, string][]) =>
  `<ul>\n${links.map(([href, text]) => `<li>${link(href, text)}</li>`).join('\n')}\n</ul>`;

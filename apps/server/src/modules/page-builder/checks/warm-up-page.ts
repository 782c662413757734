/**
 * A page with the parts a marketing page usually has (landmarks, headings, lists, images, a form,
 * disclosure widgets, a stylesheet with custom properties and media queries), checked a few times
 * at start-up so html-validate, jsdom and axe-core run optimised code by the first real page.
 */

const section = (index: number) => `
      <section id="part-${index}" aria-labelledby="part-${index}-title">
        <h2 id="part-${index}-title">Part ${index} of the warm-up page</h2>
        <p class="lead">A paragraph of copy with <a href="#part-${index}">a link</a> and <strong>emphasis</strong>.</p>
        <ul class="grid">${[1, 2, 3]
          .map(
            (item) => `
          <li class="card">
            <img src="image-${index}-${item}.png" alt="Illustration ${item}" width="320" height="180">
            <h3>Card ${item}</h3>
            <p>Short description of card ${item} in part ${index}.</p>
          </li>`,
          )
          .join('')}
        </ul>
        <details><summary>More about part ${index}</summary><p>Details of part ${index}.</p></details>
      </section>`;

export const WARM_UP_PAGE = `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Warming up the page checks before the first page</title>
    <meta name="description" content="A page the checks judge at start-up so that the first page a person builds is judged quickly.">
    <style>
      :root { --text: #1b1f2a; --surface: #f4f6fb; --primary: #2346c8; }
      body { margin: 0; color: var(--text); background: #ffffff; }
      header, footer { padding: 1rem; }
      footer { background: #111827; color: #e5e7eb; }
      footer a { color: #c7d2fe; }
      header nav a { color: var(--primary); }
      .grid { display: grid; gap: 1rem; list-style: none; }
      .card { background: var(--surface); border-radius: 8px; }
      .card p, .lead { color: #4a5163; }
      .button { background: var(--primary); color: #ffffff; }
      @media (max-width: 720px) { .grid { grid-template-columns: 1fr; } }
    </style>
  </head>
  <body>
    <header>
      <nav aria-label="Main"><ul><li><a href="#part-1">One</a></li><li><a href="#part-2">Two</a></li></ul></nav>
    </header>
    <main>
      <h1>Warm-up</h1>${[1, 2, 3, 4].map(section).join('')}
      <section aria-labelledby="facts-title">
        <h2 id="facts-title">Facts</h2>
        <dl><div><dt>Teams</dt><dd>12,400</dd></div><div><dt>Launches</dt><dd>86,000</dd></div></dl>
        <figure><blockquote><p>A quotation.</p></blockquote><figcaption>Someone, somewhere</figcaption></figure>
        <ol><li>First step</li><li>Second step</li></ol>
        <picture><source srcset="photo.webp" type="image/webp"><img src="photo.jpg" alt="A photo" width="640" height="360"></picture>
      </section>
      <form action="/contact" method="post">
        <label for="email">Email</label>
        <input id="email" name="email" type="email" autocomplete="email" required>
        <label for="message">Message</label>
        <textarea id="message" name="message" rows="4"></textarea>
        <button class="button" type="submit">Send</button>
      </form>
    </main>
    <footer>
      <nav aria-label="Company"><h2 class="footer-heading">Company</h2><ul><li><a href="/about.html">About</a></li></ul></nav>
      <p>Footer with <a href="/privacy.html">a link</a>.</p>
    </footer>
  </body>
</html>
`;

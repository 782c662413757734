/** Pages the checks' tests judge: a realistic, well-made landing page of about 19 KB (with parts to vary) and a broken one. */
import { JSDOM } from 'jsdom';
import {
  ARTICLES,
  FEATURES,
  FOOTER_COLUMNS,
  PLANS,
  QUESTIONS,
  SAMPLE_STYLE,
  STEPS,
  TESTIMONIALS,
} from './sample-page-content.fixture';
import { PageLines } from './page-lines';
import { readPageStylesheet } from './page-styles';

function featureCards(): string {
  return FEATURES.map(
    ([title, text]) => `
          <article class="card">
            <h3>${title}</h3>
            <p>${text}</p>
          </article>`,
  ).join('');
}

function pricingCards(): string {
  return PLANS.map(
    ([name, price, items]) => `
          <article class="card plan">
            <h3>${name}</h3>
            <p class="price">${price}<span> per member a month</span></p>
            <ul>${items
              .map(
                (item) => `
              <li>${item}</li>`,
              )
              .join('')}
            </ul>
            <a class="button" href="#contact">Choose ${name}</a>
          </article>`,
  ).join('');
}

function mainContent(): string {
  return `
    <main id="main">
      <section class="hero" aria-labelledby="hero-title">
        <div class="container">
          <h1 id="hero-title">Plan, build and launch your next product with your whole team</h1>
          <p>Brightpath turns a rough idea into a shared plan, keeps everyone on the same page and shows progress without another status meeting.</p>
          <p><a class="button" href="#pricing">Start for free</a> <a class="button secondary" href="#features">See the features</a></p>
          <img src="hero.png" alt="The Brightpath board showing three milestones in progress" width="960" height="540">
        </div>
      </section>
      <section id="features" aria-labelledby="features-title">
        <div class="container">
          <h2 id="features-title">Everything a small team needs</h2>
          <div class="grid">${featureCards()}
          </div>
        </div>
      </section>
      <section id="how" aria-labelledby="how-title">
        <div class="container">
          <h2 id="how-title">How it works</h2>
          <ol class="steps">${STEPS.map(
            ([title, text]) => `
            <li><h3>${title}</h3><p>${text}</p></li>`,
          ).join('')}
          </ol>
        </div>
      </section>
      <section id="stories" aria-labelledby="stories-title">
        <div class="container">
          <h2 id="stories-title">What our customers say</h2>
          <div class="grid">${TESTIMONIALS.map(
            ([name, role, quote]) => `
            <figure class="card">
              <blockquote><p>${quote} Brightpath gave us a calm, shared view of the work and the confidence to ship on time.</p></blockquote>
              <figcaption>${name}, ${role}</figcaption>
            </figure>`,
          ).join('')}
          </div>
        </div>
      </section>
      <section id="numbers" aria-labelledby="numbers-title">
        <div class="container">
          <h2 id="numbers-title">Brightpath in numbers</h2>
          <dl class="grid stats">
            <div class="card"><dt>Teams planning with us</dt><dd>12,400</dd></div>
            <div class="card"><dt>Launches shipped last year</dt><dd>86,000</dd></div>
            <div class="card"><dt>Average time saved each week</dt><dd>4.5 hours</dd></div>
            <div class="card"><dt>Customer satisfaction</dt><dd>97%</dd></div>
          </dl>
        </div>
      </section>
      <section id="pricing" aria-labelledby="pricing-title">
        <div class="container">
          <h2 id="pricing-title">Simple pricing</h2>
          <div class="grid">${pricingCards()}
          </div>
        </div>
      </section>
      <section id="articles" aria-labelledby="articles-title">
        <div class="container">
          <h2 id="articles-title">From the blog</h2>
          <div class="grid">${ARTICLES.map(
            ([title, text], index) => `
            <article class="card">
              <img src="article-${index + 1}.jpg" alt="" width="400" height="225" loading="lazy">
              <h3><a href="/blog/${index + 1}.html">${title}</a></h3>
              <p>${text} Read the full story with examples, templates and the mistakes we made along the way.</p>
            </article>`,
          ).join('')}
          </div>
        </div>
      </section>
      <section id="faq" aria-labelledby="faq-title">
        <div class="container">
          <h2 id="faq-title">Frequently asked questions</h2>${QUESTIONS.map(
            ([question, answer]) => `
          <details>
            <summary>${question}</summary>
            <p>${answer} If anything is unclear, write to us and a person will answer within one working day.</p>
          </details>`,
          ).join('')}
        </div>
      </section>
      <section id="contact" aria-labelledby="contact-title">
        <div class="container">
          <h2 id="contact-title">Talk to us</h2>
          <form action="/contact" method="post">
            <label for="contact-name">Name</label>
            <input id="contact-name" name="name" type="text" autocomplete="name" required>
            <label for="contact-email">Email</label>
            <input id="contact-email" name="email" type="email" autocomplete="email" required>
            <label for="contact-message">Message</label>
            <textarea id="contact-message" name="message" rows="5" required></textarea>
            <button class="button" type="submit">Send message</button>
          </form>
        </div>
      </section>
    </main>`;
}

export interface SamplePageParts {
  title: string;
  description: string;
  style: string;
  /** Extra markup at the end of head (links, scripts). */
  head: string;
}

export const SAMPLE_TITLE = 'Brightpath: plan and launch products as a team';
export const SAMPLE_DESCRIPTION =
  'Brightpath turns a rough idea into a shared plan, keeps your team aligned and shows progress without extra meetings.';

/** A complete landing page; any part can be replaced to make a variant. */
export function samplePage(parts: Partial<SamplePageParts> = {}): string {
  const { title, description, style, head } = {
    title: SAMPLE_TITLE,
    description: SAMPLE_DESCRIPTION,
    style: SAMPLE_STYLE,
    head: '',
    ...parts,
  };
  return `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${title}</title>
    <meta name="description" content="${description}">
    <meta name="keywords" content="project planning, team collaboration, product launch">
    <link rel="canonical" href="https://brightpath.example/">
    <meta property="og:title" content="${title}">
    <meta property="og:description" content="${description}">
    <meta property="og:type" content="website">
    <style>${style}</style>${head}
  </head>
  <body>
    <a class="skip-link" href="#main">Skip to content</a>
    <header class="site-header">
      <div class="container">
        <a class="brand" href="/">Brightpath</a>
        <nav aria-label="Main">
          <ul>
            <li><a href="#features">Features</a></li>
            <li><a href="#how">How it works</a></li>
            <li><a href="#pricing">Pricing</a></li>
            <li><a href="#faq">FAQ</a></li>
            <li><a href="#contact">Contact</a></li>
          </ul>
        </nav>
      </div>
    </header>${mainContent()}
    <footer>
      <div class="container">
        <div class="grid">${FOOTER_COLUMNS.map(
          ([heading, links]) => `
          <nav aria-label="${heading}">
            <h2 class="footer-heading">${heading}</h2>
            <ul>${links
              .map(
                (link) => `
              <li><a href="/${link.toLowerCase().replaceAll(' ', '-')}.html">${link}</a></li>`,
              )
              .join('')}
            </ul>
          </nav>`,
        ).join('')}
        </div>
        <p>Brightpath helps teams plan, build and launch. <a href="/privacy.html">Privacy</a> · <a href="/terms.html">Terms</a></p>
        <p>© 2025 Brightpath Ltd. All rights reserved.</p>
      </div>
    </footer>
  </body>
</html>
`;
}

/**
 * A page with one of each problem the checks look for, on known lines: two render-blocking
 * resources (6, 7), a low-contrast colour (10), no title, description or canonical, two h1s
 * (15, 16), a skipped heading level (17), an image without alt (19), an unlabelled input (21),
 * an unknown element (24) and an unclosed tag (25).
 */
export const BROKEN_PAGE = `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <link rel="stylesheet" href="https://cdn.example/theme.css">
    <script src="https://cdn.example/app.js"></script>
    <style>
      body { color: #222222; background: #ffffff; }
      .muted { color: #777777; }
    </style>
  </head>
  <body>
    <main>
      <h1>Welcome</h1>
      <h1>Second main heading</h1>
      <h4>Skipped levels</h4>
      <p class="muted">Low contrast text.</p>
      <img src="photo.jpg">
      <form action="/subscribe">
        <input type="email" name="email">
        <button type="submit">Subscribe</button>
      </form>
      <blink2>Unknown element</blink2>
      <div><span>Unclosed</div>
    </main>
  </body>
</html>
`;

/** A page parsed as the checks see it, for tests of one check; close it afterwards. */
export function parsedPage(html: string) {
  const dom = new JSDOM(html);
  const document = dom.window.document;
  const lines = new PageLines(html, document);
  return {
    document,
    lines,
    sheet: readPageStylesheet(document, html, lines),
    close: () => {
      lines.close();
      dom.window.close();
    },
  };
}

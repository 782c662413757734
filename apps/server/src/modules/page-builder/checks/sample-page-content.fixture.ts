/** The copy and stylesheet of the checks' realistic sample landing page (sample-pages.fixture.ts). */

export const FEATURES = [
  ['Plan in minutes', 'Turn a rough idea into a clear plan with milestones, owners and dates.'],
  ['Ship together', 'Share drafts with your team, collect comments and agree on the next step.'],
  ['Track what matters', 'See progress at a glance with simple charts that update as work lands.'],
  ['Stay in the loop', 'Get one calm daily digest instead of a stream of noisy notifications.'],
  ['Keep it secure', 'Single sign-on, audit history and per-project permissions come standard.'],
  [
    'Connect your tools',
    'Bring in issues, documents and calendars from the tools you already use.',
  ],
];

export const STEPS = [
  ['Describe your project', 'Write a few sentences about what you want to build and for whom.'],
  ['Review the plan', 'Adjust the suggested milestones, then invite the people who will help.'],
  ['Launch with confidence', 'Follow the checklist, share the result and measure how it lands.'],
];

export const TESTIMONIALS = [
  [
    'Priya Raman',
    'Product lead, Northwind',
    'We replaced three spreadsheets and a weekly meeting.',
  ],
  ['Tomás Ortega', 'Founder, Lumen Studio', 'Our launches went from stressful to routine.'],
  ['Grace Liu', 'Engineering manager, Fabrikam', 'Finally one place where the whole team looks.'],
  ['Amara Okafor', 'Head of operations, Contoso', 'New starters understand our plans on day one.'],
  ['Jonas Berg', 'Designer, Tailspin', 'Reviews happen in the plan, not in my inbox.'],
  [
    'Sofia Marino',
    'Marketing director, Alpine Ski',
    'Every campaign now starts from the same checklist.',
  ],
];

export const PLANS = [
  ['Starter', '$0', ['One project', 'Up to three members', 'Community support']],
  ['Team', '$12', ['Unlimited projects', 'Up to 25 members', 'Priority email support']],
  ['Business', '$29', ['Single sign-on', 'Audit history', 'Dedicated success manager']],
] as const;

export const ARTICLES = [
  [
    'How we plan a launch in one afternoon',
    'A step-by-step look at the checklist our own team uses before every release.',
  ],
  [
    'Five habits of calm product teams',
    'What the fastest teams we work with do differently, and how to start tomorrow.',
  ],
  [
    'Writing a plan people actually read',
    'Short, specific and owned: a template for plans that survive the first week.',
  ],
  [
    'Measuring progress without dashboards',
    'Three simple questions that tell you more than a wall of charts ever will.',
  ],
  [
    'From spreadsheet to shared board',
    'How a design agency moved twelve projects over in a single weekend.',
  ],
  [
    'Running a retrospective that changes things',
    'A format that ends with decisions, owners and a date to check back.',
  ],
];

export const FOOTER_COLUMNS = [
  ['Product', ['Features', 'Pricing', 'Integrations', 'Security', 'Changelog']],
  ['Company', ['About us', 'Careers', 'Press', 'Partners', 'Contact']],
  ['Resources', ['Guides', 'Templates', 'Webinars', 'Community', 'Status']],
] as const;

export const QUESTIONS = [
  ['Is there a free plan?', 'Yes. The Starter plan is free forever for one project.'],
  ['Can I cancel at any time?', 'Yes. Plans are billed monthly and you can cancel in settings.'],
  ['Do you offer discounts?', 'Non-profits and schools get half price on every paid plan.'],
  ['Where is my data stored?', 'In data centres in the European Union, encrypted at rest.'],
  ['Can I import my work?', 'Yes. Import from CSV files or connect one of the supported tools.'],
  ['Is there a mobile app?', 'Yes. The apps for phones and tablets are included in every plan.'],
  ['Do you offer training?', 'Every paid plan includes a live onboarding session for your team.'],
  ['How do I get help?', 'Write to support from inside the product or browse the guides.'],
];

export const SAMPLE_STYLE = `
/* Palette and rhythm */
:root {
  --colour-background: #ffffff;
  --colour-surface: #f4f6fb;
  --colour-text: #1b1f2a;
  --colour-muted: #4a5163;
  --colour-primary: #2346c8;
  --colour-on-primary: #ffffff;
  --space: 1rem;
  --radius: 12px;
}
* { box-sizing: border-box; }
html { scroll-behavior: smooth; }
body {
  margin: 0;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  line-height: 1.6;
  color: var(--colour-text);
  background-color: var(--colour-background);
}
a { color: var(--colour-primary); }
a:focus-visible, button:focus-visible { outline: 3px solid var(--colour-primary); outline-offset: 2px; }
.skip-link { position: absolute; left: -999px; }
.skip-link:focus { left: var(--space); top: var(--space); background: #ffffff; color: #1b1f2a; padding: 0.5rem; }
.container { max-width: 1120px; margin: 0 auto; padding: 0 calc(var(--space) * 1.5); }
header.site-header { border-bottom: 1px solid #dde2ee; }
.site-header .container { display: flex; align-items: center; justify-content: space-between; min-height: 64px; }
.brand { font-weight: 700; font-size: 1.25rem; color: var(--colour-text); text-decoration: none; }
nav ul { display: flex; gap: 1.5rem; list-style: none; margin: 0; padding: 0; }
nav a { color: var(--colour-muted); text-decoration: none; font-weight: 500; }
header nav a:hover { color: var(--colour-primary); }
.hero { padding: 5rem 0 4rem; background: var(--colour-surface); }
.hero h1 { font-size: 2.75rem; line-height: 1.15; margin: 0 0 1rem; color: var(--colour-text); }
.hero p { font-size: 1.2rem; color: var(--colour-muted); max-width: 40rem; }
.button {
  display: inline-block;
  padding: 0.8rem 1.4rem;
  border-radius: var(--radius);
  background-color: var(--colour-primary);
  color: var(--colour-on-primary);
  font-weight: 600;
  text-decoration: none;
}
.button.secondary { background: transparent; color: var(--colour-primary); border: 2px solid var(--colour-primary); }
section { padding: 4rem 0; }
h2 { font-size: 2rem; margin: 0 0 1.5rem; }
h3 { font-size: 1.2rem; margin: 0 0 0.5rem; }
.grid { display: grid; gap: 1.5rem; grid-template-columns: repeat(auto-fit, minmax(260px, 1fr)); }
.card { padding: 1.5rem; border-radius: var(--radius); background: var(--colour-surface); }
.card p { color: var(--colour-muted); margin: 0; }
.steps { counter-reset: step; list-style: none; padding: 0; }
.steps li { margin-bottom: 1.25rem; }
blockquote { margin: 0; font-size: 1.1rem; }
figcaption { color: var(--colour-muted); margin-top: 0.75rem; }
.price { font-size: 2.25rem; font-weight: 700; color: var(--colour-text); }
.plan ul { padding-left: 1.2rem; color: var(--colour-muted); }
details { border-bottom: 1px solid #dde2ee; padding: 1rem 0; }
summary { cursor: pointer; font-weight: 600; }
form { display: grid; gap: 1rem; max-width: 32rem; }
label { font-weight: 600; }
input, textarea { width: 100%; padding: 0.7rem; border: 1px solid #8a93a8; border-radius: 8px; font: inherit; }
footer { background-color: #111827; color: #e5e7eb; padding: 3rem 0; }
footer a { color: #c7d2fe; }
footer ul { list-style: none; padding: 0; }
.footer-heading { font-size: 1rem; color: #ffffff; }
.stats dd { font-size: 2rem; font-weight: 700; margin: 0; color: var(--colour-primary); }
.stats dt { color: var(--colour-muted); }
@media (max-width: 720px) {
  .hero h1 { font-size: 2rem; }
  nav ul { gap: 0.75rem; }
}
`;

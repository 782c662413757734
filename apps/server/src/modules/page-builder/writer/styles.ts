import { paletteFor, type Palette } from './palette';
import type { PageSource } from './page-source';

/**
 * The site's one stylesheet. It depends on the theme alone, so every page of a project shares it
 * (styles.css of a downloaded site). Mobile first; every rule that sets a text colour sets the
 * background it is drawn on too, or draws on the body's.
 */
function stylesheet(p: Palette): string {
  return `*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-size:1rem;line-height:1.6;color:${p.text};background-color:${p.page};overflow-wrap:anywhere}
h1,h2,h3{line-height:1.25;overflow-wrap:anywhere}
p,ul,ol,dl{margin:0 0 1rem}
a{color:${p.accent};text-decoration-thickness:.08em;text-underline-offset:.2em}
a:hover{text-decoration-thickness:.16em}
:focus-visible{outline:3px solid ${p.accent};outline-offset:3px}
.wrap{width:100%;max-width:68rem;margin:0 auto;padding:0 1rem}
.skip-link{position:absolute;left:1rem;top:-5rem;z-index:10;padding:.5rem 1rem;border-radius:.5rem;color:${p.page};background-color:${p.text}}
.skip-link:focus{top:1rem}
.site-header{border-bottom:1px solid ${p.border};background-color:${p.page}}
.site-header .wrap{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem 1.5rem;padding-top:.75rem;padding-bottom:.75rem}
.brand{display:inline-flex;align-items:center;gap:.5rem;max-width:100%;font-size:1.125rem;font-weight:700;text-decoration:none;color:${p.text};background-color:${p.page}}
.brand svg{flex:none}
.nav-list{display:flex;flex-wrap:wrap;gap:.25rem;margin:0;padding:0;list-style:none}
.nav-list a{display:inline-block;padding:.375rem .625rem;border-radius:.5rem;text-decoration:none;color:${p.text};background-color:${p.page}}
.nav-list a:hover{text-decoration:underline}
.nav-list a[aria-current="page"]{color:${p.onPrimary};background-color:${p.primary}}
.hero{padding:2.5rem 0 2rem;background-color:${p.tint}}
.hero h1{margin:0 0 .75rem;font-size:clamp(2rem,5vw + 1rem,3.25rem);color:${p.text};background-color:${p.tint}}
.tagline{max-width:42rem;font-size:1.25rem;font-weight:500;color:${p.text};background-color:${p.tint}}
.intro{max-width:46rem;color:${p.muted};background-color:${p.tint}}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin:1.5rem 0 0;padding:0;list-style:none}
.button{display:inline-block;padding:.75rem 1.25rem;border:2px solid ${p.primary};border-radius:.75rem;font-weight:600;text-decoration:none;color:${p.onPrimary};background-color:${p.primary}}
.button:hover{border-color:${p.primaryHover};color:${p.onPrimaryHover};background-color:${p.primaryHover}}
.button-quiet{border-color:${p.accent};color:${p.accent};background-color:${p.page}}
.button-quiet:hover{border-color:${p.primary};color:${p.onPrimary};background-color:${p.primary}}
.section{padding:2.5rem 0;border-bottom:1px solid ${p.border}}
.section h2{margin:0 0 .75rem;font-size:1.5rem;color:${p.accent};background-color:${p.page}}
.section h3{margin:0 0 .5rem;font-size:1.125rem;color:${p.text};background-color:${p.page}}
.lead{max-width:46rem;font-size:1.0625rem}
.highlight{background-color:${p.tint}}
.highlight h2{color:${p.accent};background-color:${p.tint}}
.highlight .lead{color:${p.text};background-color:${p.tint}}
.note{color:${p.muted};background-color:${p.page}}
.cards{display:grid;grid-template-columns:minmax(0,1fr);gap:1rem;margin:1.5rem 0 0;padding:0;list-style:none}
.card{padding:1.25rem;border:1px solid ${p.border};border-radius:.75rem;background-color:${p.page}}
.card p:last-child,.card ul:last-child{margin-bottom:0}
.chip{display:inline-block;margin:0 .25rem .25rem 0;padding:.125rem .625rem;border-radius:999px;font-size:.875rem;color:${p.onChip};background-color:${p.chip}}
.steps{padding-left:1.5rem}
.steps li{margin:0 0 .75rem}
table{width:100%;margin:.75rem 0 1.5rem;border-collapse:collapse;font-size:.9375rem}
caption{padding-bottom:.5rem;font-weight:600;text-align:left;color:${p.text};background-color:${p.page}}
th,td{padding:.5rem;border-bottom:1px solid ${p.border};text-align:left;vertical-align:top}
th{color:${p.text};background-color:${p.tint}}
.facts{display:grid;grid-template-columns:minmax(0,1fr);gap:0 1.5rem}
.facts dt{font-weight:700}
.facts dd{margin:0 0 1rem}
details{margin:.75rem 0;padding:.75rem 1rem;border:1px solid ${p.border};border-radius:.75rem;background-color:${p.page}}
summary{cursor:pointer;font-weight:600;color:${p.text};background-color:${p.page}}
details[open] summary{margin-bottom:.5rem}
.contact-form{display:grid;gap:1rem;max-width:36rem}
.field{display:grid;gap:.375rem}
label{font-weight:600}
input,select,textarea{width:100%;padding:.625rem .75rem;border:1px solid ${p.fieldBorder};border-radius:.5rem;font:inherit;color:${p.text};background-color:${p.page}}
textarea{min-height:8rem;resize:vertical}
button{font:inherit;cursor:pointer}
.swatch{display:inline-block;width:1.25rem;height:1.25rem;margin-right:.5rem;border:1px solid ${p.fieldBorder};border-radius:.375rem;vertical-align:middle}
.swatch-primary{background-color:${p.primary}}
.swatch-secondary{background-color:${p.secondary}}
.shots{display:grid;grid-template-columns:minmax(0,1fr);gap:1.5rem;margin:1.5rem 0 0;padding:0;list-style:none}
.shot{padding:1.25rem;border:1px solid ${p.border};border-radius:.75rem;text-align:center;background-color:${p.page}}
.phone{width:11rem;max-width:100%;margin:0 auto 1rem;padding:.5rem;border-radius:1.75rem;background-color:${p.bezel}}
.phone-screen{min-height:17rem;overflow:hidden;border-radius:1.3rem;text-align:left;background-color:${p.page}}
.phone-bar{padding:1.5rem .75rem .5rem;font-size:.8125rem;font-weight:700;color:${p.onPrimary};background-color:${p.primary}}
.phone-row{margin:.5rem .625rem 0;padding:.375rem .5rem;border-radius:.5rem;font-size:.75rem;color:${p.text};background-color:${p.tint}}
.phone-android{border-radius:1rem}
.phone-android .phone-screen{border-radius:.6rem}
.site-footer{padding:2rem 0;background-color:${p.tint}}
.site-footer p{color:${p.muted};background-color:${p.tint}}
.site-footer a{color:${p.accent};background-color:${p.tint}}
.footer-list{display:flex;flex-wrap:wrap;gap:.5rem 1.25rem;margin:0 0 1rem;padding:0;list-style:none}
@media (min-width:40rem){.cards,.shots{grid-template-columns:repeat(2,minmax(0,1fr))}.facts{grid-template-columns:minmax(8rem,14rem) minmax(0,1fr)}.hero{padding:3.5rem 0 3rem}}
@media (min-width:64rem){.cards,.shots{grid-template-columns:repeat(3,minmax(0,1fr))}.section{padding:3rem 0}}
@media (prefers-reduced-motion:no-preference){html{scroll-behavior:smooth}.button,.nav-list a{transition:background-color .15s ease-out,color .15s ease-out}}
@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation:none!important;transition:none!important;scroll-behavior:auto!important}}
`;
}

const stylesheets = new Map<string, string>();

/** The stylesheet of a theme (the same text for every page written with it). */
export function stylesFor(theme: PageSource['theme']): string {
  const key = `${theme.primaryColor}|${theme.secondaryColor}`;
  const known = stylesheets.get(key);
  if (known) return known;
  const css = stylesheet(paletteFor(theme));
  stylesheets.set(key, css);
  return css;
}

import { describe, expect, it } from 'vitest';
import { checkStylesheetContrast } from './css-contrast';
import { parseStylesheet } from './css-rules';
import { parsedPage } from './sample-pages.fixture';

/** The contrast pairs of a small page with this stylesheet and body. */
function judge(css: string, body = '<p class="note">Text</p>') {
  const page = parsedPage(
    `<!DOCTYPE html><html><head><style>${css}</style></head><body>${body}</body></html>`,
  );
  try {
    return checkStylesheetContrast(page.sheet, page.document);
  } finally {
    page.close();
  }
}

const summary = (css: string, body?: string) =>
  judge(css, body).pairs.map(({ selector, foreground, background, ratio, required, passed }) =>
    [selector, foreground, background, ratio, required, passed].join(' '),
  );

describe('checkStylesheetContrast', () => {
  it('fails #777 on white by a hair and passes #767676', () => {
    expect(summary('.note { color: #777 }')).toEqual(['.note #777777 #FFFFFF 4.47 4.5 false']);
    expect(summary('.note { color: #767676 }')).toEqual(['.note #767676 #FFFFFF 4.54 4.5 true']);
  });

  it('resolves colours and backgrounds through :root custom properties', () => {
    const css =
      ':root { --muted: #777777; --surface: #000; } .note { color: var(--muted); background: var(--surface) }';
    expect(summary(css)).toEqual(['.note #777777 #000000 4.68 4.5 true']);
    expect(summary(':root { --ink: #595959 } .note { color: var(--missing, var(--ink)) }')).toEqual(
      ['.note #595959 #FFFFFF 7 4.5 true'],
    );
  });

  it('judges text on the body background when its own rule sets none', () => {
    expect(summary('body { background-color: #1b1f2a } .note { color: #4a5163 }')).toEqual([
      '.note #4A5163 #1B1F2A 2.07 4.5 false',
    ]);
    expect(summary('html { background: #1b1f2a } .note { color: #e5e7eb }')).toEqual([
      '.note #E5E7EB #1B1F2A 13.29 4.5 true',
    ]);
  });

  it('finds the background of the nearest ancestor the stylesheet paints', () => {
    const css = 'footer { background: #111827 } .note { color: #c7d2fe }';
    expect(summary(css, '<footer><div><p class="note">Text</p></div></footer>')).toEqual([
      '.note #C7D2FE #111827 11.89 4.5 true',
    ]);
    expect(summary(css, '<main><p class="note">Text</p></main>')).toEqual([
      '.note #C7D2FE #FFFFFF 1.49 4.5 false',
    ]);
  });

  it('takes the background of the more specific rule, whatever their order', () => {
    const css =
      '.card { background: #000000 } div { background: #ffffff } .text { color: #ffffff }';
    expect(summary(css, '<div class="card"><p class="text">Text</p></div>')).toEqual([
      '.text #FFFFFF #000000 21 4.5 true',
    ]);
  });

  it('uses the selector when the page has no such element', () => {
    const css =
      'footer { background: #111827 } footer .missing { color: #c7d2fe } .gone { color: #ccc }';
    expect(summary(css, '<p>Text</p>')).toEqual([
      'footer .missing #C7D2FE #111827 11.89 4.5 true',
      '.gone #CCCCCC #FFFFFF 1.6 4.5 false',
    ]);
  });

  it('skips a colour that a stronger rule overrides on every element', () => {
    const css =
      '.card { background: #f4f6fb } .price { color: #cccccc } .card p { color: #4a5163 }';
    expect(summary(css, '<div class="card"><p class="price">$12</p></div>')).toEqual([
      '.card p #4A5163 #F4F6FB 7.33 4.5 true',
    ]);
  });

  it('judges a hover colour on the background of the element it hovers', () => {
    const css = '.button { background: #2346c8; color: #fff } .button:hover { color: #3050d0 }';
    expect(summary(css, '<a class="button" href="/">Go</a>')).toEqual([
      '.button #FFFFFF #2346C8 7.54 4.5 true',
      '.button:hover #3050D0 #2346C8 1.14 4.5 false',
    ]);
  });

  it('asks 3:1 of large text: h1–h3 by default, or 24px, or bold 18.66px', () => {
    const grey = 'color: #949494';
    expect(
      summary(
        `h1 { ${grey} } .big { ${grey}; font-size: 1.5rem } .bold { ${grey}; font-size: 19px; font-weight: 700 } p { ${grey} }`,
        '<h1>Title</h1><p class="big">Big</p><p class="bold">Bold</p><p>Body</p>',
      ),
    ).toEqual([
      'h1 #949494 #FFFFFF 3.03 3 true',
      '.big #949494 #FFFFFF 3.03 3 true',
      '.bold #949494 #FFFFFF 3.03 3 true',
      'p #949494 #FFFFFF 3.03 4.5 false',
    ]);
    expect(summary(`h2 { ${grey}; font-size: 18px }`, '<h2>Small h2</h2>')).toEqual([
      'h2 #949494 #FFFFFF 3.03 4.5 false',
    ]);
  });

  it('judges gradients at their worst stop and see-through text over its background', () => {
    expect(summary('.note { color: #000; background: linear-gradient(#ffffff, #333333) }')).toEqual(
      ['.note #000000 #333333 1.66 4.5 false'],
    );
    expect(summary('.note { color: rgba(0, 0, 0, 0.5) }')).toEqual([
      '.note #808080 #FFFFFF 3.94 4.5 false',
    ]);
  });

  it('leaves out what it cannot judge, and print styles', () => {
    const result = judge(
      '.note { color: #fff; background: url(hero.jpg) } .inherit { color: inherit } @media print { .note { color: #eee } }',
      '<p class="note">Text</p><p class="inherit">Text</p>',
    );
    expect(result).toEqual({ pairs: [], unjudged: 2 });
  });

  it('works from the stylesheet alone', () => {
    const sheet = parseStylesheet('body { background: #fff } .note:focus { color: #777 }');
    expect(checkStylesheetContrast(sheet).pairs).toMatchObject([
      { selector: '.note:focus', ratio: 4.47, passed: false, line: 1 },
    ]);
  });
});

import { KPI_TARGETS, type LocalizationA11yGate } from '@appforge/shared/contracts/truth-report';
import ts from 'typescript';
import type { GateInput } from './gate-input';
import { themeContrastPairs } from './theme-contrast';
import {
  calleeName,
  lineOf,
  literalText,
  nodesOf,
  parseSources,
  propertyName,
  walk,
  type ParsedFile,
} from './ts-source';

/** React Native's controls a person presses, toggles or types into. */
const INTERACTIVE = new Set([
  'Pressable',
  'TouchableOpacity',
  'TouchableHighlight',
  'Button',
  'Switch',
  'TextInput',
]);
const LABEL_PROPS = [
  'accessibilityLabel',
  'aria-label',
  'accessibilityLabelledBy',
  'aria-labelledby',
];
/** Props and navigation options whose strings a person sees or hears. */
const VISIBLE_PROP =
  /^(title|headerTitle|tabBarLabel|placeholder|label|message|text|subtitle|description|accessibilityHint|aria-label)$|(Label|Title|Text)$/;
/** The calls that look a string up in a translation table. */
const TRANSLATORS = new Set(['t', 'translate', 'formatMessage']);
const PHYSICAL =
  /^(margin|padding|border)(Left|Right)|^border(Top|Bottom)(Left|Right)Radius$|^(left|right)$/;
const WCAG_AA = 4.5;
const WCAG_AAA = 7;
const LETTER = /\p{L}/u;

type Jsx = ts.JsxOpeningElement | ts.JsxSelfClosingElement;
const isJsx = (node: ts.Node): node is Jsx =>
  ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node);
const attributeNames = (element: Jsx) =>
  element.attributes.properties.flatMap((attribute) =>
    ts.isJsxAttribute(attribute) ? [attribute.name.getText()] : [],
  );

function labelledControls(files: ParsedFile[]) {
  const controls = files.flatMap(({ source }) =>
    nodesOf(source, isJsx).filter((element) => INTERACTIVE.has(element.tagName.getText())),
  );
  const labelled = controls.filter((element) => {
    const names = attributeNames(element);
    // A Button's title is its accessible name.
    return (
      LABEL_PROPS.some((name) => names.includes(name)) ||
      (element.tagName.getText() === 'Button' && names.includes('title'))
    );
  });
  return { labelled: labelled.length, total: controls.length };
}

const isTranslation = (node: ts.Node | undefined): boolean =>
  !!node && ts.isCallExpression(node) && TRANSLATORS.has(calleeName(node) ?? '');
const isVisibleText = (text: string | undefined) => !!text && LETTER.test(text);

/** Visible strings written as literals, and those looked up through a translation function. */
function visibleStrings(files: ParsedFile[]) {
  let literal = 0;
  let translated = 0;
  const count = (value: ts.Node | undefined) => {
    const inner = value && ts.isJsxExpression(value) ? value.expression : value;
    if (isTranslation(inner)) translated += 1;
    else if (isVisibleText(literalText(inner))) literal += 1;
  };
  for (const { source } of files.filter(({ path }) => path.endsWith('.tsx'))) {
    walk(source, (node) => {
      if (ts.isJsxText(node) && isVisibleText(node.text.trim())) literal += 1;
      else if (
        ts.isJsxExpression(node) &&
        (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
      )
        count(node.expression);
      else if (ts.isJsxAttribute(node) && VISIBLE_PROP.test(node.name.getText()))
        count(node.initializer);
      else if (ts.isPropertyAssignment(node) && VISIBLE_PROP.test(propertyName(node.name) ?? ''))
        count(node.initializer);
    });
  }
  return { literal, translated };
}

/** Left/right styles that stay on the same side in a right-to-left language. */
function physicalDirectionStyles(files: ParsedFile[]): string[] {
  const found: string[] = [];
  for (const { path, source } of files) {
    for (const object of nodesOf(source, ts.isObjectLiteralExpression)) {
      const values = new Map<string, string>();
      for (const property of object.properties)
        if (ts.isPropertyAssignment(property))
          values.set(propertyName(property.name) ?? '', property.initializer.getText());
      for (const property of object.properties) {
        if (!ts.isPropertyAssignment(property)) continue;
        const name = propertyName(property.name) ?? '';
        const value = literalText(property.initializer);
        const mirror = name.replace(
          /Left|Right|left|right/,
          (side) => ({ Left: 'Right', Right: 'Left', left: 'right', right: 'left' })[side]!,
        );
        const symmetric = values.get(mirror) === property.initializer.getText();
        if (
          (PHYSICAL.test(name) && !symmetric) ||
          (name === 'textAlign' && (value === 'left' || value === 'right'))
        )
          found.push(`${path}:${lineOf(property)} ${name}`);
      }
    }
  }
  return found;
}

const share = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);
const round = (value: number, digits: number) => Number(value.toFixed(digits));

/**
 * Accessibility labels on the controls, translated strings, right-to-left safe styles and the
 * theme's lowest text contrast, read from the frontend's code.
 */
export function localizationA11yGate(input: GateInput): LocalizationA11yGate {
  const files = parseSources(input.code.frontend);
  const controls = labelledControls(files);
  const strings = visibleStrings(files);
  const physical = physicalDirectionStyles(files);
  const [lowest] = themeContrastPairs(files);
  const contrast = lowest ? round(lowest.ratio, 2) : 0;
  const a11yScore = round(
    0.7 * share(controls.labelled, controls.total) + 0.3 * Math.min(1, contrast / WCAG_AA),
    3,
  );
  const coverage = Math.round(
    share(strings.translated, strings.literal + strings.translated) * 100,
  );
  const localizationCoverage = strings.literal + strings.translated === 0 ? 0 : coverage;
  const rtlSupport = physical.length === 0;
  const wcagCompliance = contrast >= WCAG_AAA ? 'AAA' : contrast >= WCAG_AA ? 'AA' : 'fail';
  const summary = [
    `${controls.labelled} of ${controls.total} controls have an accessibility label`,
    lowest
      ? `the lowest text contrast is ${contrast}:1 (${lowest.foreground} on ${lowest.background}), ${wcagCompliance === 'fail' ? 'below WCAG AA' : `WCAG ${wcagCompliance}`}`
      : 'no theme colours were found to check contrast',
    rtlSupport
      ? 'styles use start/end, not left/right'
      : `${physical.length} left/right styles stay put in right-to-left languages (first: ${physical[0]})`,
    `${localizationCoverage}% of ${strings.literal + strings.translated} visible strings go through a translation function`,
  ];
  return {
    status: a11yScore < KPI_TARGETS.a11yScore || !rtlSupport ? 'review' : 'pass',
    summary: `${summary.join('; ')}.`.replace(/^./, (first) => first.toUpperCase()),
    localizationCoverage,
    rtlSupport,
    wcagCompliance,
    labelledControls: controls,
    contrastRatio: contrast,
    a11yScore,
  };
}

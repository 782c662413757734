import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { noUnusedStyles } from './no-unused-styles.ts';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const ruleTester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

const unused = (sheet: string, key: string) => ({
  messageId: 'unused',
  data: { sheet, key },
});

ruleTester.run('no-unused-styles', noUnusedStyles, {
  valid: [
    `const styles = StyleSheet.create({ box: {}, 'title': {} });
     export const Box = () => <View style={styles.box}><Text style={styles['title']} /></View>;`,
    `const makeStyles = (theme: Theme) => StyleSheet.create({ box: { color: theme.text } });
     export function Box() { const styles = useStyles(makeStyles); return <View style={styles.box} />; }`,
    `function makeStyles(theme: Theme) { return StyleSheet.create({ box: {}, row: {} }); }
     const A = () => { const styles = useStyles(makeStyles); return <View style={styles.box} />; };
     const B = () => { const styles = makeStyles(theme); return <View style={styles.row} />; };`,
    // Used in ways the rule cannot follow: every key counts as read.
    `export const styles = StyleSheet.create({ box: {} });`,
    `const styles = StyleSheet.create({ box: {} }); export const Box = () => <Card styles={styles} />;`,
    `const styles = StyleSheet.create({ box: {} }); const pick = (k: 'box') => styles[k];`,
    `const makeStyles = () => StyleSheet.create({ box: {} });
     export const Box = () => { const { box } = useStyles(makeStyles); return <View style={box} />; };`,
  ],
  invalid: [
    {
      code: `const styles = StyleSheet.create({ box: {}, gone: {} });
             export const Box = () => <View style={styles.box} />;`,
      errors: [unused('styles', 'gone')],
    },
    {
      code: `const makeStyles = ({ colors }: Theme) =>
               StyleSheet.create({ box: { color: colors.text }, stale: {}, 'old': {} });
             export function Box() { const styles = useStyles(makeStyles); return <View style={styles.box} />; }`,
      errors: [unused('makeStyles', 'stale'), unused('makeStyles', 'old')],
    },
    {
      code: `function makeStyles() { return StyleSheet.create({ box: {} }); }`,
      errors: [unused('makeStyles', 'box')],
    },
  ],
});

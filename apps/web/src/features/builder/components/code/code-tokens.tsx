import type { RenderProps, Token } from 'prism-react-renderer';

/** One highlighted line: Prism's tokens as coloured spans (class "token <type>"). */
export function CodeTokens({
  line,
  getTokenProps,
}: {
  line: Token[];
  getTokenProps: RenderProps['getTokenProps'];
}) {
  return (
    <>
      {line.map((token, index) => {
        // An empty line arrives as one "\n" token: render nothing; the row's min-height keeps the line.
        if (token.empty) return null;
        return <span key={index} {...getTokenProps({ token })} />;
      })}
    </>
  );
}

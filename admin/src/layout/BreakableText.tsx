import { Fragment } from 'react';

/**
 * Text that may wrap only where a reader expects it: before an `@` and after a dot or hyphen, so an
 * email address in a narrow column breaks into its parts, never mid-word. Its cell
 * wraps with `overflow-wrap: break-word`, which breaks inside a part only when it cannot fit alone.
 */
export function BreakableText({ text }: { text: string }) {
  const parts = text.split(/(?=@)|(?<=[.-])/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}

/** The style of a table cell holding BreakableText. */
export const breakableCell = { overflowWrap: 'break-word', wordBreak: 'normal' } as const;

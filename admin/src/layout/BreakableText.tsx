import { Fragment } from 'react';

/** Wraps before an `@` and after a dot or hyphen, so an email address breaks into its parts, never mid-word. */
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

export const breakableCell = { overflowWrap: 'break-word', wordBreak: 'normal' } as const;

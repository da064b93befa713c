type Props = {
  /** Every thanks the page may show: the generic one and each university's. */
  lines: string[];
  /** The one shown. */
  shown: string;
};

/**
 * The thanks, with every other one the page could show laid in the same cell, invisible: the
 * cell is as tall as the longest, so the thanks that names the university (known once the page's
 * code has read `?for=`) replaces the server's generic one without moving anything below it.
 */
export function ThankYouLines({ lines, shown }: Props) {
  return (
    <div className="mt-4 grid text-lg text-gray-700">
      {lines.map((line) => (
        <p
          key={line}
          data-shown={line === shown}
          className="[grid-area:1/1] data-[shown=false]:invisible"
        >
          {line}
        </p>
      ))}
    </div>
  );
}

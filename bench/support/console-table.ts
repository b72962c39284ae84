// The benchmarks' tables as they print them to the console.

/**
 * A table's line maker: each column's width is said once, for the header and the rows alike. The
 * first cell (the row's name) stands left in its width, the figures right.
 */
export const consoleColumns =
  (...widths: readonly number[]) =>
  (...cells: readonly string[]): string =>
    cells
      .map((cell, index) =>
        index === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[index] ?? 0),
      )
      .join('');

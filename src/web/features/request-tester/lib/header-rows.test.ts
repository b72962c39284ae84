import { describe, expect, it } from 'vitest';
import {
  countUsed,
  findHeaderFault,
  initialHeaderRows,
  removeRow,
  rowsFrom,
  setHeader,
  toHeaderList,
  updateRow,
} from './header-rows';

const shape = (rows: ReturnType<typeof initialHeaderRows>) =>
  rows.map(({ isUsed, header, value }) => ({ isUsed, header, value }));

describe('header rows', () => {
  it('start with Accept: */* switched on and one blank row switched off', () => {
    const rows = initialHeaderRows();
    expect(shape(rows)).toEqual([
      { isUsed: true, header: 'Accept', value: '*/*' },
      { isUsed: false, header: '', value: '' },
    ]);
    expect(countUsed(rows)).toBe(1);
    expect(toHeaderList(rows)).toEqual([['Accept', '*/*']]);
  });

  it('typing in the last row switches it on and appends a blank row', () => {
    const rows = initialHeaderRows();
    const typed = updateRow(rows, rows[1]!.id, { header: 'X-Trace' });
    expect(shape(typed)).toEqual([
      { isUsed: true, header: 'Accept', value: '*/*' },
      { isUsed: true, header: 'X-Trace', value: '' },
      { isUsed: false, header: '', value: '' },
    ]);
    const valued = updateRow(typed, typed[1]!.id, { value: 'abc' });
    expect(valued).toHaveLength(3);
    expect(toHeaderList(valued)).toEqual([
      ['Accept', '*/*'],
      ['X-Trace', 'abc'],
    ]);
  });

  it('sends only rows switched on and with a name, trimmed', () => {
    let rows = initialHeaderRows();
    rows = updateRow(rows, rows[1]!.id, { header: ' X-Off ', value: ' 1 ' });
    rows = updateRow(rows, rows[1]!.id, { isUsed: false });
    rows = updateRow(rows, rows[2]!.id, { value: 'no name', isUsed: true });
    rows = updateRow(rows, rows[3]!.id, { header: ' X-On ', value: ' yes ' });
    expect(countUsed(rows)).toBe(3);
    expect(toHeaderList(rows)).toEqual([
      ['Accept', '*/*'],
      ['X-On', 'yes'],
    ]);
  });

  it('removing rows keeps a blank row at the end', () => {
    const rows = initialHeaderRows();
    const left = removeRow(removeRow(rows, rows[0]!.id), rows[1]!.id);
    expect(shape(left)).toEqual([{ isUsed: false, header: '', value: '' }]);
  });

  it('setHeader updates a row of that name, whatever its case, or adds one', () => {
    const rows = setHeader(initialHeaderRows(), 'authorization', 'token-1');
    expect(shape(rows)).toEqual([
      { isUsed: true, header: 'Accept', value: '*/*' },
      { isUsed: true, header: 'authorization', value: 'token-1' },
      { isUsed: false, header: '', value: '' },
    ]);
    const off = updateRow(rows, rows[1]!.id, { isUsed: false, header: 'Authorization' });
    const again = setHeader(off, 'authorization', 'token-2');
    expect(shape(again)).toEqual([
      { isUsed: true, header: 'Accept', value: '*/*' },
      { isUsed: true, header: 'authorization', value: 'token-2' },
      { isUsed: false, header: '', value: '' },
    ]);
  });
});

describe('findHeaderFault', () => {
  const rows = (...list: [boolean, string, string][]) =>
    rowsFrom(list.map(([isUsed, header, value]) => ({ isUsed, header, value })));

  it('passes names made of token characters and Latin-1 values', () => {
    expect(findHeaderFault(rows([true, 'X-Trace_ID.v2', 'café; q=0.9']))).toBeNull();
  });

  it('names the first sent row whose name or value the browser would refuse', () => {
    const bad = rows([true, 'Accept', '*/*'], [true, 'bad header', 'x'], [true, 'X-Two', 'y']);
    expect(findHeaderFault(bad)).toEqual({
      rowId: bad[1]!.id,
      field: 'name',
      message:
        'Header 2: the name “bad header” is not valid. Use letters, digits and - without spaces.',
    });
    const value = rows([true, 'X-Emoji', 'party 🎉']);
    expect(findHeaderFault(value)).toMatchObject({ rowId: value[0]!.id, field: 'value' });
    expect(findHeaderFault(rows([true, 'X-Split', 'a\nb']))?.field).toBe('value');
  });

  it('ignores rows that are switched off or have no name', () => {
    expect(findHeaderFault(rows([false, 'bad header', 'x'], [true, '', 'ünïcode 🎉']))).toBeNull();
  });
});
